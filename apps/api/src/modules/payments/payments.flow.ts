import type { FastifyBaseLogger } from 'fastify';
import type { TrnStatus } from '@nirog/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { translate, type MessageKey } from '../../lib/i18n';
import { loggedMessage } from '../../lib/log-errors';
import { findUserById } from '../auth';
import type { CallbackKind, PaymentGateway } from './payments.gateway';
import { payableCheckFor } from './payments.registry';
import { findByPublicId, openSession } from './payments.service';
import { applyGatewayResult, findByTranId, logPaymentEvent, type SettleOutcome } from './payments.settle';

export interface FlowDeps {
  db: Db;
  config: Pick<Config, 'appUrl'>;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

type Lang = 'en' | 'bn';

const TRN: Record<SettleOutcome, { status: TrnStatus; key: MessageKey }> = {
  paid: { status: 'success', key: 'payments.result.paid' },
  already_paid: { status: 'success', key: 'payments.result.already_paid' },
  failed: { status: 'failed', key: 'payments.result.failed' },
  cancelled: { status: 'cancelled', key: 'payments.result.cancelled' },
  held: { status: 'failed', key: 'payments.result.held' },
  mismatch: { status: 'failed', key: 'payments.result.unverified' },
  unknown: { status: 'failed', key: 'payments.result.unverified' },
  unverified: { status: 'failed', key: 'payments.result.unverified' },
  gateway_unavailable: { status: 'failed', key: 'payments.result.gateway_unavailable' },
  not_payable: { status: 'failed', key: 'payments.result.not_payable' },
  refund_due: { status: 'failed', key: 'payments.result.refund_due' },
};

/** `${APP_URL}${returnPath}?trn_status=...&trn_message=...` (the web shows the message as an alert). */
export function returnUrl(appUrl: string, returnPath: string, outcome: SettleOutcome, lang: Lang): string {
  const { status, key } = TRN[outcome];
  const query = new URLSearchParams({ trn_status: status, trn_message: translate(lang, key) });
  return `${appUrl}${returnPath}${returnPath.includes('?') ? '&' : '?'}${query.toString().replaceAll('+', '%20')}`;
}

export const purposeLabel = (lang: Lang, purpose: string, subjectId: number) =>
  translate(
    lang,
    purpose === 'order'
      ? 'payments.purpose.order'
      : purpose === 'booking'
        ? 'payments.purpose.booking'
        : purpose === 'provider_charge'
          ? 'payments.purpose.provider_charge'
          : 'payments.purpose.other',
    { id: subjectId },
  );

export type StartAnswer = { kind: 'not_found' } | { kind: 'redirect'; url: string };

/**
 * `GET /payment/payment-submit/{id}`: opens a gateway session and answers where the browser goes.
 * A paid or held payment, or one whose purpose says it may no longer be paid (a cancelled order),
 * sends the buyer straight back with the matching message; any other (Pending, Failed, Cancelled)
 * gets a new session, so Pay now can be pressed again.
 */
export async function startPayment(deps: FlowDeps, publicId: string, lang: Lang): Promise<StartAnswer> {
  const opened = await deps.db.transaction(async (tx) => {
    const payment = await findByPublicId(tx, publicId, true);
    if (!payment) return null;
    if (payment.status === 'Paid' || payment.heldAt)
      return { payment, back: payment.status === 'Paid' ? 'already_paid' : 'held' } as const;
    const payable = payableCheckFor(payment.purpose);
    if (payable && !(await payable(tx, payment.subjectId))) return { payment, back: 'not_payable' } as const;
    return { payment: await openSession(tx, payment.id, deps.gateway.name, lang), back: null };
  });
  if (!opened) return { kind: 'not_found' };
  const { payment, back } = opened;
  if (back) return { kind: 'redirect', url: returnUrl(deps.config.appUrl, payment.returnPath, back, lang) };

  try {
    const user = await findUserById(deps.db, payment.userId);
    const url = await deps.gateway.startSession({
      publicId: payment.publicId,
      tranId: payment.tranId!,
      amountPoisha: payment.amountPoisha,
      currency: payment.currency,
      purpose: payment.purpose,
      subjectId: payment.subjectId,
      description: purposeLabel('en', payment.purpose, payment.subjectId),
      lang,
      customer: {
        name: user?.name ?? 'Nirog customer',
        email: user?.email ?? 'customer@nirog.test',
        phone: user?.phone ?? '01700000000',
        address: user?.location ?? 'Dhaka',
        city: user?.city ?? 'Dhaka',
      },
    });
    return { kind: 'redirect', url };
  } catch (err) {
    const message = loggedMessage(err).slice(0, 300);
    deps.log.warn({ paymentId: payment.id, gateway: deps.gateway.name, err: message }, 'payment session failed');
    await logPaymentEvent(deps.db, {
      paymentId: payment.id,
      tranId: payment.tranId,
      kind: 'session_failed',
      ok: false,
      note: message,
    });
    return { kind: 'redirect', url: returnUrl(deps.config.appUrl, payment.returnPath, 'gateway_unavailable', lang) };
  }
}

export interface CallbackAnswer {
  outcome: SettleOutcome;
  /** Where the browser goes (callbacks that come through the browser). */
  url: string;
}

/**
 * A gateway callback (browser or server-to-server): verified by the gateway, then applied.
 * Forged, invalid or unreachable ones change nothing, are logged, and still send the browser back
 * to the payment's page (or the home page) with a failed trn_status.
 */
export async function handleCallback(
  deps: FlowDeps,
  kind: CallbackKind,
  body: Record<string, string>,
  eventKind: string,
  /** `chosen`: the language the buyer picked on our own page; otherwise the one of Pay now, then `fallback`. */
  lang: { chosen?: Lang; fallback: Lang },
): Promise<CallbackAnswer> {
  const verdict = await deps.gateway.verify(kind, body);
  let outcome: SettleOutcome;
  let payment: Awaited<ReturnType<typeof findByTranId>>;
  if (verdict.ok) {
    ({ outcome, payment } = await applyGatewayResult(deps.db, verdict, eventKind));
  } else {
    payment = verdict.tranId ? await findByTranId(deps.db, verdict.tranId) : null;
    outcome = 'unverified';
    const forgedKind = verdict.reason === 'forged' ? 'forged_callback' : `${eventKind}_rejected`;
    await logPaymentEvent(deps.db, {
      paymentId: payment?.id ?? null,
      tranId: verdict.tranId,
      kind: forgedKind.slice(0, 30),
      ok: false,
      details: { reason: verdict.reason, via: eventKind, ...verdict.details },
    });
    deps.log.warn({ paymentId: payment?.id, reason: verdict.reason, via: eventKind }, 'payment callback rejected');
  }
  const shown = lang.chosen ?? (payment?.lang as Lang | undefined) ?? lang.fallback;
  return { outcome, url: returnUrl(deps.config.appUrl, payment?.returnPath ?? '/', outcome, shown) };
}
