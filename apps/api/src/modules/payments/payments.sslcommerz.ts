import { createHash, timingSafeEqual } from 'node:crypto';
import {
  formatAmount,
  parseAmountPoisha,
  type GatewayDeps,
  type GatewayQueryAnswer,
  type GatewayResult,
  type GatewayVerdict,
  type PaymentGateway,
  type SessionPayment,
} from './payments.gateway';
import type { SettledStatus } from './payments.registry';

/** Every call to SSLCommerz gives up after this long. */
export const SSLCOMMERZ_TIMEOUT_MS = 10_000;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** Fields copied into the event log; nothing else the gateway sends (card numbers, secrets) is kept. */
const LOGGED_FIELDS = [
  'status',
  'tran_id',
  'val_id',
  'amount',
  'currency',
  'currency_type',
  'currency_amount',
  'bank_tran_id',
  'card_type',
  'risk_level',
  'risk_title',
  'error',
  'tran_date',
  'APIConnect',
] as const;

function pick(source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of LOGGED_FIELDS) if (source[key] !== undefined && source[key] !== '') out[key] = source[key];
  return out;
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

/**
 * SSLCommerz's callback signature: md5 of `key=value&...` over the fields named in `verify_key`
 * plus `store_passwd` = md5(store password), sorted by key. The signature must cover `tran_id`.
 */
export function sslcommerzSignature(body: Record<string, string>, storePassword: string): string | null {
  const keys = (body.verify_key ?? '').split(',').filter(Boolean);
  if (!keys.includes('tran_id')) return null;
  const fields: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of keys) if (body[key] !== undefined) fields[key] = body[key];
  const text = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return md5(text);
}

function signatureMatches(body: Record<string, string>, storePassword: string): boolean {
  const expected = sslcommerzSignature(body, storePassword);
  const given = (body.verify_sign ?? '').toLowerCase();
  if (!expected || !/^[0-9a-f]{32}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/** A validated transaction (validation API answer or transaction-query element) as our result. */
function resultOf(tx: Record<string, unknown>, status: SettledStatus): GatewayResult {
  const risk = Number(tx.risk_level);
  return {
    ok: true,
    status,
    tranId: str(tx.tran_id) ?? '',
    // The amount and currency we asked for (SSLCommerz converts foreign cards; `amount` is then BDT).
    amountPoisha: parseAmountPoisha(tx.currency_amount ?? tx.amount),
    currency: str(tx.currency_type) ?? str(tx.currency),
    gatewayTxnId: str(tx.bank_tran_id) ?? str(tx.val_id),
    valId: str(tx.val_id),
    bankTranId: str(tx.bank_tran_id),
    riskLevel: Number.isFinite(risk) ? risk : null,
    details: pick(tx),
  };
}

const STATUS_OF_CALLBACK: Record<string, SettledStatus> = {
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  // A session the buyer left: nothing was paid.
  EXPIRED: 'Cancelled',
  UNATTEMPTED: 'Cancelled',
};

/**
 * SSLCommerz API v4 (hosted page). Session init, then browser POSTs to success/fail/cancel and a
 * server-to-server IPN. A success is never trusted as sent: its signature is checked and the
 * validation API must answer VALID or VALIDATED for the same tran_id; the amount check and the
 * risk hold are the service's. The store password goes only to SSLCommerz, never to a log.
 */
export function createSslcommerzGateway(deps: GatewayDeps): PaymentGateway {
  const { storeId, storePassword, apiUrl } = deps.config.payments.sslcommerz;
  if (!storeId || !storePassword) throw new Error('SSLCommerz needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD');
  const callback = (name: string) => `${deps.config.appUrl}/payment/sslcommerz/${name}`;

  async function getJson(path: string, query: Record<string, string>): Promise<Record<string, unknown> | null> {
    const params = new URLSearchParams({ ...query, store_id: storeId!, store_passwd: storePassword!, format: 'json' });
    try {
      const res = await deps.fetch(`${apiUrl}${path}?${params}`, {
        signal: AbortSignal.timeout(SSLCOMMERZ_TIMEOUT_MS),
      });
      if (!res.ok) return null;
      const json: unknown = await res.json();
      return json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  async function validate(valId: string, tranId: string): Promise<GatewayVerdict> {
    const answer = await getJson('/validator/api/validationserverAPI.php', { val_id: valId, v: '1' });
    if (!answer) return { ok: false, reason: 'unreachable', tranId, details: { step: 'validation' } };
    const status = String(answer.status ?? '');
    if (status !== 'VALID' && status !== 'VALIDATED') {
      return { ok: false, reason: 'invalid', tranId, details: { step: 'validation', ...pick(answer) } };
    }
    if (str(answer.tran_id) !== tranId) {
      return {
        ok: false,
        reason: 'invalid',
        tranId,
        details: { step: 'validation', mismatch: 'tran_id', ...pick(answer) },
      };
    }
    return resultOf(answer, 'Paid');
  }

  return {
    name: 'sslcommerz',

    async startSession(payment: SessionPayment) {
      const form = new URLSearchParams({
        store_id: storeId,
        store_passwd: storePassword,
        total_amount: formatAmount(payment.amountPoisha),
        currency: payment.currency,
        tran_id: payment.tranId,
        success_url: callback('success'),
        fail_url: callback('fail'),
        cancel_url: callback('cancel'),
        ipn_url: callback('ipn'),
        cus_name: payment.customer.name,
        cus_email: payment.customer.email,
        cus_phone: payment.customer.phone,
        cus_add1: payment.customer.address,
        cus_city: payment.customer.city,
        cus_country: 'Bangladesh',
        shipping_method: 'NO',
        num_of_item: '1',
        product_name: payment.description,
        product_category: payment.purpose,
        product_profile: 'general',
        value_a: payment.publicId,
      });
      const res = await deps.fetch(`${apiUrl}/gwprocess/v4/api.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(SSLCOMMERZ_TIMEOUT_MS),
      });
      const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      const url = str(json?.GatewayPageURL);
      if (!res.ok || json?.status !== 'SUCCESS' || !url || !/^https?:\/\//.test(url)) {
        throw new Error(`SSLCommerz session refused (HTTP ${res.status}): ${str(json?.failedreason) ?? 'no reason'}`);
      }
      return url;
    },

    async verify(kind, body) {
      const tranId = str(body.tran_id);
      if (!tranId) return { ok: false, reason: 'malformed', tranId: null, details: pick(body) };
      if (!signatureMatches(body, storePassword)) {
        return { ok: false, reason: 'forged', tranId, details: { kind, ...pick(body) } };
      }
      const sent = String(body.status ?? '').toUpperCase();
      if (kind === 'success' || sent === 'VALID' || sent === 'VALIDATED') {
        const valId = str(body.val_id);
        if (!valId) return { ok: false, reason: 'malformed', tranId, details: { kind, ...pick(body) } };
        return validate(valId, tranId);
      }
      const status = kind === 'fail' ? 'Failed' : kind === 'cancel' ? 'Cancelled' : STATUS_OF_CALLBACK[sent];
      if (!status) return { ok: false, reason: 'invalid', tranId, details: { kind, ...pick(body) } };
      return {
        ok: true,
        status,
        tranId,
        amountPoisha: null,
        currency: null,
        gatewayTxnId: null,
        valId: null,
        bankTranId: str(body.bank_tran_id),
        riskLevel: null,
        details: { kind, ...pick(body) },
      };
    },

    async query(tranId): Promise<GatewayQueryAnswer> {
      const answer = await getJson('/validator/api/merchantTransIDvalidationAPI.php', { tran_id: tranId });
      if (!answer || answer.APIConnect !== 'DONE') {
        return { kind: 'unreachable', details: answer ? pick(answer) : {} };
      }
      const elements = (Array.isArray(answer.element) ? answer.element : []).filter(
        (e): e is Record<string, unknown> =>
          !!e && typeof e === 'object' && str((e as { tran_id?: unknown }).tran_id) === tranId,
      );
      const statusOf = (e: Record<string, unknown>) => String(e.status ?? '').toUpperCase();
      const valid = elements.find((e) => ['VALID', 'VALIDATED'].includes(statusOf(e)));
      if (valid) return { kind: 'settled', result: resultOf(valid, 'Paid') };
      const found = { no_of_trans_found: answer.no_of_trans_found ?? elements.length };
      if (elements.length === 0 || elements.some((e) => statusOf(e) === 'PENDING'))
        return { kind: 'open', details: found };
      for (const wanted of ['FAILED', 'CANCELLED', 'EXPIRED', 'UNATTEMPTED']) {
        const e = elements.find((x) => statusOf(x) === wanted);
        if (e) return { kind: 'settled', result: { ...resultOf(e, STATUS_OF_CALLBACK[wanted]), amountPoisha: null } };
      }
      return { kind: 'open', details: found };
    },
  };
}
