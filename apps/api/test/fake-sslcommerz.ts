import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for SSLCommerz (API v4) speaking its documented protocol: session init
 * (`/gwprocess/v4/api.php`), the order validation API (`validationserverAPI.php`) and the
 * transaction query by tran_id (`merchantTransIDvalidationAPI.php`). Tests play the buyer with
 * `complete()` / `finish()`, which answer the signed body SSLCommerz would post to our callbacks.
 */

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

export interface FakeTransaction {
  tran_id: string;
  val_id: string;
  amount: string;
  currency: string;
  /** VALID, VALIDATED, FAILED, CANCELLED, PENDING, EXPIRED ... as the query API reports it. */
  status: string;
  /** What the validation API answers for val_id (VALID, VALIDATED, INVALID_TRANSACTION). */
  validation: string;
  bank_tran_id: string;
  risk_level: string;
  tran_date: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
}

const VERIFY_KEYS = [
  'amount',
  'bank_tran_id',
  'card_brand',
  'card_issuer',
  'card_no',
  'card_type',
  'currency',
  'currency_amount',
  'currency_type',
  'risk_level',
  'risk_title',
  'status',
  'store_amount',
  'tran_date',
  'tran_id',
  'val_id',
];

export async function startFakeSslcommerz(
  credentials = { storeId: 'nirog-test-store', storePassword: 'fake-store-pass@ssl' },
) {
  const sessions = new Map<string, Record<string, string>>();
  const transactions = new Map<string, FakeTransaction[]>();
  const requests: FakeRequest[] = [];
  const state = { refuseSessions: false };
  let base = '';

  const credentialsOk = (q: Record<string, string>) =>
    q.store_id === credentials.storeId && q.store_passwd === credentials.storePassword;

  function send(res: ServerResponse, body: unknown) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function describe(t: FakeTransaction, status = t.status) {
    return {
      status,
      tran_date: t.tran_date,
      tran_id: t.tran_id,
      val_id: t.val_id,
      amount: t.amount,
      store_amount: (Number(t.amount) * 0.975).toFixed(2),
      currency: 'BDT',
      bank_tran_id: t.bank_tran_id,
      card_type: 'VISA-Dutch Bangla',
      card_no: '432149XXXXXX0667',
      card_issuer: 'STANDARD CHARTERED BANK',
      card_brand: 'VISA',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: t.currency,
      currency_amount: t.amount,
      currency_rate: '1.0000',
      risk_level: t.risk_level,
      risk_title: t.risk_level === '1' ? 'Risky' : 'Safe',
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query, form });

    if (req.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
      if (!credentialsOk(form) || state.refuseSessions) {
        return send(res, {
          status: 'FAILED',
          failedreason: 'Store Credential Error Or Store is De-active',
          sessionkey: '',
        });
      }
      const sessionkey = randomBytes(16).toString('hex').toUpperCase();
      sessions.set(form.tran_id, form);
      return send(res, {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey,
        GatewayPageURL: `${base}/EasyCheckOut/testcde${sessionkey}`,
        storeBanner: '',
        storeLogo: '',
      });
    }
    if (url.pathname === '/validator/api/validationserverAPI.php') {
      if (!credentialsOk(query)) return send(res, { status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' });
      const t = [...transactions.values()].flat().find((x) => x.val_id === query.val_id);
      if (!t) return send(res, { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
      return send(res, { ...describe(t, t.validation), APIConnect: 'DONE', validated_on: t.tran_date, gw_version: '' });
    }
    if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
      if (!credentialsOk(query)) return send(res, { APIConnect: 'INVALID_REQUEST' });
      const found = transactions.get(query.tran_id) ?? [];
      return send(res, {
        APIConnect: 'DONE',
        no_of_trans_found: found.length,
        element: found.map((t) => ({ ...describe(t), error: '', verify_sign: '' })),
      });
    }
    res.writeHead(404).end('not found');
  }

  /** Signs a callback body the way SSLCommerz does. */
  function signBody(body: Record<string, string>, password = credentials.storePassword): Record<string, string> {
    const keys = VERIFY_KEYS.filter((k) => body[k] !== undefined);
    const signed: Record<string, string> = { store_passwd: md5(password) };
    for (const k of keys) signed[k] = body[k];
    const text = Object.keys(signed)
      .sort()
      .map((k) => `${k}=${signed[k]}`)
      .join('&');
    return { ...body, verify_key: keys.join(','), verify_sign: md5(text), verify_sign_sha2: '' };
  }

  /** The buyer pays: records the transaction and answers the body posted to success_url and ipn_url. */
  function complete(
    tranId: string,
    options: { amount?: string; currency?: string; riskLevel?: '0' | '1'; validation?: string; status?: string } = {},
  ) {
    const session = sessions.get(tranId);
    const t: FakeTransaction = {
      tran_id: tranId,
      val_id: `${Date.now()}${randomBytes(6).toString('hex')}`,
      amount: options.amount ?? session?.total_amount ?? '0.00',
      currency: options.currency ?? session?.currency ?? 'BDT',
      status: options.status ?? 'VALID',
      validation: options.validation ?? 'VALID',
      bank_tran_id: `BNK${randomBytes(5).toString('hex').toUpperCase()}`,
      risk_level: options.riskLevel ?? '0',
      tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
    };
    transactions.set(tranId, [...(transactions.get(tranId) ?? []), t]);
    return signBody(describe(t, 'VALID'));
  }

  /** The buyer fails or cancels: answers the body posted to fail_url / cancel_url. */
  function finish(tranId: string, status: 'FAILED' | 'CANCELLED') {
    const t: FakeTransaction = {
      tran_id: tranId,
      val_id: '',
      amount: sessions.get(tranId)?.total_amount ?? '0.00',
      currency: 'BDT',
      status,
      validation: 'INVALID_TRANSACTION',
      bank_tran_id: `BNK${randomBytes(5).toString('hex').toUpperCase()}`,
      risk_level: '0',
      tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
    };
    transactions.set(tranId, [...(transactions.get(tranId) ?? []), t]);
    const body: Record<string, string> = {
      tran_id: tranId,
      status,
      error: status === 'FAILED' ? 'Declined by the bank' : 'Cancelled by the customer',
      bank_tran_id: t.bank_tran_id,
      currency: 'BDT',
      tran_date: t.tran_date,
      amount: t.amount,
    };
    return signBody(body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    credentials,
    requests,
    sessions,
    transactions,
    state,
    complete,
    finish,
    signBody,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSslcommerz = Awaited<ReturnType<typeof startFakeSslcommerz>>;
