import { sign, verifySignature } from '../../lib/signing';
import {
  formatAmount,
  parseAmountPoisha,
  type GatewayDeps,
  type GatewayVerdict,
  type PaymentGateway,
} from './payments.gateway';

/** The buttons of the sandbox page and the status each one records. */
export const SANDBOX_ACTIONS = { pay: 'Paid', fail: 'Failed', cancel: 'Cancelled' } as const;
export type SandboxAction = keyof typeof SANDBOX_ACTIONS;

const tokenPayload = (tranId: string, amount: string, currency: string) =>
  `payments.sandbox|${tranId}|${amount}|${currency}`;

/** The token the sandbox page posts: binds the session (tran_id) and its amount to our app key. */
export function sandboxToken(appKey: string, tranId: string, amountPoisha: number, currency: string): string {
  return sign(appKey, tokenPayload(tranId, formatAmount(amountPoisha), currency));
}

/**
 * The built-in hosted payment page (default): the api serves it at /payment/sandbox/{id}, so every
 * flow works on a fresh machine. Its forms post a signed token, so only that page can settle a
 * payment, and only for the session and amount it showed. It has no remote state to query: a
 * session left on the page is treated as abandoned by reconciliation after a day.
 */
export function createSandboxGateway(deps: GatewayDeps): PaymentGateway {
  return {
    name: 'sandbox',
    // The page speaks the language the buyer chose in the app (a redirect carries only the browser's own).
    startSession: async (payment) => `/payment/sandbox/${encodeURIComponent(payment.publicId)}?lang=${payment.lang}`,
    verify: async (_kind, body): Promise<GatewayVerdict> => {
      const tranId = body.tran_id ?? null;
      const action = body.action as SandboxAction;
      const amountPoisha = parseAmountPoisha(body.amount);
      const currency = body.currency ?? '';
      if (!tranId || !Object.hasOwn(SANDBOX_ACTIONS, action) || amountPoisha === null || !body.token) {
        return { ok: false, reason: 'malformed', tranId, details: { action: body.action } };
      }
      const genuine = /^[0-9a-f]{64}$/.test(body.token)
        ? verifySignature(deps.appKey, tokenPayload(tranId, formatAmount(amountPoisha), currency), body.token)
        : false;
      if (!genuine) return { ok: false, reason: 'forged', tranId, details: { action } };
      return {
        ok: true,
        status: SANDBOX_ACTIONS[action],
        tranId,
        amountPoisha,
        currency,
        gatewayTxnId: action === 'pay' ? `SBX-${tranId}` : null,
        valId: null,
        bankTranId: null,
        riskLevel: 0,
        details: { action, amount: formatAmount(amountPoisha), currency },
      };
    },
    query: async () => ({ kind: 'open', details: { note: 'the sandbox keeps no state of its own' } }),
  };
}
