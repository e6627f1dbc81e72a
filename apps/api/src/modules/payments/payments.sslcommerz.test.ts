import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeSslcommerz } from '../../../test/fake-sslcommerz';
import { openTestDatabase } from '../../../test/databases';
import { TEST_APP_KEY, testConfig } from '../../../test/helpers';
import { LOG_SERIALIZERS, REDACT_PATHS, buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { translate } from '../../lib/i18n';
import { createGateway } from './payments.gateway-factory';
import { reconcilePayments } from './payments.reconcile';
import { paymentEvents, payments } from './payments.tables';
import {
  FORM_HEADERS,
  eventsOf,
  form,
  newPayment,
  nextIp,
  paymentRow,
  recordSettlements,
  trnOf,
} from './payments.test-support';

describe('payments with SSLCommerz (against a local fake)', async () => {
  const fake = await startFakeSslcommerz();
  const env = {
    PAYMENT_GATEWAY: 'sslcommerz',
    SSLCOMMERZ_STORE_ID: fake.credentials.storeId,
    SSLCOMMERZ_STORE_PASSWORD: fake.credentials.storePassword,
    SSLCOMMERZ_API_URL: fake.url,
    PAYMENT_RECONCILE_MINUTES: '30',
  };
  const config = testConfig(env);
  const database = await openTestDatabase();
  const db = database.db;
  // Everything the app logs, at the most talkative level, to prove the store password never appears.
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    config,
    db,
    appKey: TEST_APP_KEY,
    logger: {
      level: 'trace',
      stream,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: LOG_SERIALIZERS,
    },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await fake.close();
  });
  const calls = recordSettlements();
  const callsFor = (id: number) => calls.filter((c) => c.id === id);
  const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

  /** Pay now: our server opens the SSLCommerz session and sends the browser to its page. */
  async function start(publicId: string) {
    const res = await app.inject({
      method: 'GET',
      url: `/payment/payment-submit/${publicId}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(new RegExp(`^${fake.url}/EasyCheckOut/`));
    const [row] = await db.select().from(payments).where(eq(payments.publicId, publicId));
    return row.tranId!;
  }

  const post = (path: string, body: Record<string, string>) =>
    app.inject({ method: 'POST', url: path, headers: FORM_HEADERS, payload: form(body), remoteAddress: nextIp() });
  const validationCalls = () => fake.requests.filter((r) => r.path.endsWith('validationserverAPI.php')).length;

  it('fails fast at start when sslcommerz has no credentials', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'sslcommerz' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'sslcommerz', SSLCOMMERZ_STORE_ID: 'x' })).toThrow(
      /SSLCOMMERZ_STORE_PASSWORD/,
    );
    expect(loadConfig({}).payments).toMatchObject({
      gateway: 'sandbox',
      reconcileMinutes: 30,
      sslcommerz: { apiUrl: 'https://sandbox.sslcommerz.com' },
    });
  });

  it('opens a v4 session with the documented fields', async () => {
    const p = await newPayment(db, 123_450);
    const tranId = await start(p.publicId);
    const init = fake.sessions.get(tranId)!;
    expect(init).toMatchObject({
      store_id: fake.credentials.storeId,
      store_passwd: fake.credentials.storePassword,
      total_amount: '1234.50',
      currency: 'BDT',
      tran_id: tranId,
      success_url: 'http://nirog.localhost/payment/sslcommerz/success',
      fail_url: 'http://nirog.localhost/payment/sslcommerz/fail',
      cancel_url: 'http://nirog.localhost/payment/sslcommerz/cancel',
      ipn_url: 'http://nirog.localhost/payment/sslcommerz/ipn',
      cus_name: 'Rahima Begum',
      cus_phone: '01711111111',
      cus_country: 'Bangladesh',
      shipping_method: 'NO',
      product_profile: 'general',
      num_of_item: '1',
    });
    expect(init.cus_email).toMatch(/@example\.com$/);
    expect(init.product_name).toBe(`Payment #${p.subjectId}`);
    expect(await paymentRow(db, p.id)).toMatchObject({ status: 'Pending', gateway: 'sslcommerz', attempts: 1 });
  });

  it('a success confirmed by the validation API marks the payment Paid once', async () => {
    const p = await newPayment(db, 99_900);
    const tranId = await start(p.publicId);
    const body = fake.complete(tranId);
    const before = validationCalls();
    const res = await post('/payment/sslcommerz/success', body);
    expect(res.statusCode).toBe(303);
    expect(trnOf(res.headers.location)).toEqual({
      origin: 'http://nirog.localhost',
      path: '/profile/my-order',
      status: 'success',
      message: translate('en', 'payments.result.paid'),
    });
    expect(validationCalls()).toBe(before + 1);
    expect(await paymentRow(db, p.id)).toMatchObject({
      status: 'Paid',
      valId: body.val_id,
      bankTranId: body.bank_tran_id,
      gatewayTransactionId: body.bank_tran_id,
      riskLevel: 0,
    });
    expect(callsFor(p.id)).toEqual([expect.objectContaining({ status: 'Paid', transactionId: body.bank_tran_id })]);

    // The IPN for the same transaction, and the browser coming back twice, change nothing.
    const ipn = await post('/payment/sslcommerz/ipn', body);
    expect(ipn.statusCode).toBe(200);
    expect(ipn.json()).toEqual({ status: 'received' });
    const again = await post('/payment/sslcommerz/success', body);
    expect(trnOf(again.headers.location)).toMatchObject({
      status: 'success',
      message: translate('en', 'payments.result.already_paid'),
    });
    // A late failure notice for the paid session changes nothing either.
    await post('/payment/sslcommerz/fail', fake.finish(tranId, 'FAILED'));
    expect((await paymentRow(db, p.id)).status).toBe('Paid');
    expect(callsFor(p.id)).toHaveLength(1);
    const kinds = (await eventsOf(db, p.id)).map((e) => [e.kind, e.ok, e.details.outcome]);
    expect(kinds).toEqual([
      ['session_started', true, undefined],
      ['success_callback', true, 'paid'],
      ['ipn', true, 'already_paid'],
      ['success_callback', true, 'already_paid'],
      ['fail_callback', false, 'already_paid'],
    ]);
  });

  it('an IPN alone settles the payment', async () => {
    const p = await newPayment(db, 10_000);
    const tranId = await start(p.publicId);
    const res = await post('/payment/sslcommerz/ipn', fake.complete(tranId));
    expect(res.json()).toEqual({ status: 'received' });
    expect((await paymentRow(db, p.id)).status).toBe('Paid');
    expect(callsFor(p.id)).toHaveLength(1);
  });

  it('a success the validation API calls INVALID changes nothing', async () => {
    const p = await newPayment(db);
    const tranId = await start(p.publicId);
    const res = await post('/payment/sslcommerz/success', fake.complete(tranId, { validation: 'INVALID_TRANSACTION' }));
    expect(trnOf(res.headers.location)).toMatchObject({
      status: 'failed',
      path: '/profile/my-order',
      message: translate('en', 'payments.result.unverified'),
    });
    expect((await paymentRow(db, p.id)).status).toBe('Pending');
    expect(callsFor(p.id)).toHaveLength(0);
    const last = (await eventsOf(db, p.id)).at(-1)!;
    expect(last).toMatchObject({ kind: 'success_callback_rejected', ok: false });
    expect(last.details).toMatchObject({ reason: 'invalid', status: 'INVALID_TRANSACTION' });
  });

  it('an amount or currency that differs from ours changes nothing', async () => {
    const p = await newPayment(db, 123_450);
    const tranId = await start(p.publicId);
    const res = await post('/payment/sslcommerz/success', fake.complete(tranId, { amount: '12.34' }));
    expect(trnOf(res.headers.location).status).toBe('failed');
    const other = await newPayment(db, 123_450);
    const otherTran = await start(other.publicId);
    await post('/payment/sslcommerz/ipn', fake.complete(otherTran, { currency: 'USD' }));
    for (const id of [p.id, other.id]) {
      expect((await paymentRow(db, id)).status).toBe('Pending');
      expect(callsFor(id)).toHaveLength(0);
      expect((await eventsOf(db, id)).at(-1)).toMatchObject({ ok: false, details: { outcome: 'mismatch' } });
    }
  });

  it('an unknown tran_id changes nothing and is logged', async () => {
    const body = fake.complete('NRGnot-one-of-ours', { amount: '10.00' });
    const res = await post('/payment/sslcommerz/success', body);
    expect(trnOf(res.headers.location)).toMatchObject({ status: 'failed', path: '/' });
    const [event] = await db.select().from(paymentEvents).where(eq(paymentEvents.tranId, 'NRGnot-one-of-ours'));
    expect(event).toMatchObject({ paymentId: null, ok: false, details: { outcome: 'unknown' } });
  });

  it('a forged verify_sign changes nothing, is logged and never reaches the validation API', async () => {
    const p = await newPayment(db);
    const tranId = await start(p.publicId);
    const genuine = fake.complete(tranId);
    const before = validationCalls();
    const forgeries = [
      { ...genuine, verify_sign: '0'.repeat(32) },
      { ...genuine, amount: '1.00' },
      fake.signBody({ ...genuine }, 'a-guessed-password'),
      { ...genuine, verify_sign: '', verify_key: '' },
    ];
    for (const body of forgeries) {
      const res = await post('/payment/sslcommerz/success', body);
      expect(trnOf(res.headers.location)).toMatchObject({ status: 'failed', path: '/profile/my-order' });
    }
    // A signed failure whose signature does not cover tran_id proves nothing about our transaction.
    await post('/payment/sslcommerz/fail', { ...fake.finish(tranId, 'FAILED'), verify_key: 'status' });
    expect(validationCalls()).toBe(before);
    expect((await paymentRow(db, p.id)).status).toBe('Pending');
    expect(callsFor(p.id)).toHaveLength(0);
    const forged = (await eventsOf(db, p.id)).filter((e) => e.kind === 'forged_callback');
    expect(forged).toHaveLength(5);
    expect(forged.every((e) => !e.ok)).toBe(true);
  });

  it('a risky payment (risk_level 1) is held, not marked Paid', async () => {
    const p = await newPayment(db);
    const tranId = await start(p.publicId);
    const res = await post('/payment/sslcommerz/success', fake.complete(tranId, { riskLevel: '1' }));
    expect(trnOf(res.headers.location)).toMatchObject({
      status: 'failed',
      message: translate('en', 'payments.result.held'),
    });
    const row = await paymentRow(db, p.id);
    expect(row).toMatchObject({ status: 'Pending', riskLevel: 1 });
    expect(row.heldAt).toBeInstanceOf(Date);
    expect(callsFor(p.id)).toHaveLength(0);
    expect((await eventsOf(db, p.id)).at(-1)).toMatchObject({
      kind: 'success_callback',
      ok: false,
      details: { outcome: 'held' },
    });
    // Pay now does not open another session while the gateway reviews it.
    const again = await app.inject({
      method: 'GET',
      url: `/payment/payment-submit/${p.publicId}`,
      remoteAddress: nextIp(),
    });
    expect(trnOf(again.headers.location)).toMatchObject({ message: translate('en', 'payments.result.held') });
  });

  it('fail and cancel callbacks record their status once', async () => {
    const failed = await newPayment(db);
    const failedTran = await start(failed.publicId);
    const failBody = fake.finish(failedTran, 'FAILED');
    const res = await post('/payment/sslcommerz/fail', failBody);
    expect(trnOf(res.headers.location)).toMatchObject({
      status: 'failed',
      message: translate('en', 'payments.result.failed'),
    });
    await post('/payment/sslcommerz/fail', failBody);
    await post('/payment/sslcommerz/ipn', failBody);
    expect((await paymentRow(db, failed.id)).status).toBe('Failed');
    expect(callsFor(failed.id).map((c) => c.status)).toEqual(['Failed']);

    const cancelled = await newPayment(db);
    const cancelledTran = await start(cancelled.publicId);
    const cancelRes = await post('/payment/sslcommerz/cancel', fake.finish(cancelledTran, 'CANCELLED'));
    expect(trnOf(cancelRes.headers.location)).toMatchObject({ status: 'cancelled' });
    expect((await paymentRow(db, cancelled.id)).status).toBe('Cancelled');
    expect(callsFor(cancelled.id).map((c) => c.status)).toEqual(['Cancelled']);

    // The buyer tries again and pays: money received wins over the earlier failure.
    const retryTran = await start(failed.publicId);
    expect(retryTran).not.toBe(failedTran);
    // The failure notice of the first session, replayed now, does not touch the new session.
    await post('/payment/sslcommerz/fail', failBody);
    expect((await paymentRow(db, failed.id)).status).toBe('Pending');
    await post('/payment/sslcommerz/success', fake.complete(retryTran));
    expect((await paymentRow(db, failed.id)).status).toBe('Paid');
    expect(callsFor(failed.id).map((c) => c.status)).toEqual(['Failed', 'Paid']);
  });

  it('a refused session sends the buyer back with a message and keeps the payment Pending', async () => {
    const p = await newPayment(db);
    fake.state.refuseSessions = true;
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/payment/payment-submit/${p.publicId}`,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(302);
      expect(trnOf(res.headers.location)).toMatchObject({
        status: 'failed',
        message: translate('en', 'payments.result.gateway_unavailable'),
      });
    } finally {
      fake.state.refuseSessions = false;
    }
    expect((await paymentRow(db, p.id)).status).toBe('Pending');
    expect((await eventsOf(db, p.id)).at(-1)).toMatchObject({ kind: 'session_failed', ok: false });
  });

  it('reconciliation settles stale pending payments and leaves fresh ones', async () => {
    const gateway = createGateway({ config, appKey: TEST_APP_KEY, fetch });
    const age = (id: number, minutes: number) =>
      db
        .update(payments)
        .set({ sessionStartedAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(payments.id, id));
    // Leave earlier tests' pending payments out of this pass.
    await db
      .update(payments)
      .set({ sessionStartedAt: sql`now()` })
      .where(eq(payments.status, 'Pending'));

    const paidLate = await newPayment(db, 45_000);
    fake.complete(await start(paidLate.publicId)); // the buyer paid, but neither callback reached us
    await age(paidLate.id, 45);
    const failedLate = await newPayment(db);
    fake.finish(await start(failedLate.publicId), 'FAILED');
    await age(failedLate.id, 45);
    const stillOpen = await newPayment(db);
    await start(stillOpen.publicId);
    await age(stillOpen.id, 45);
    const abandoned = await newPayment(db);
    await start(abandoned.publicId);
    await age(abandoned.id, 25 * 60);
    const fresh = await newPayment(db);
    fake.complete(await start(fresh.publicId));
    await age(fresh.id, 5);

    const result = await reconcilePayments({ db, gateway, config, log: quietLog });
    expect(result).toEqual({ checked: 4, settled: 2, abandoned: 1 });
    expect((await paymentRow(db, paidLate.id)).status).toBe('Paid');
    expect((await paymentRow(db, failedLate.id)).status).toBe('Failed');
    expect((await paymentRow(db, stillOpen.id)).status).toBe('Pending');
    expect((await paymentRow(db, abandoned.id)).status).toBe('Cancelled');
    expect((await paymentRow(db, fresh.id)).status).toBe('Pending');
    expect(callsFor(paidLate.id).map((c) => c.status)).toEqual(['Paid']);
    expect((await eventsOf(db, paidLate.id)).at(-1)).toMatchObject({ kind: 'reconciled', ok: true });

    // Asked once per PAYMENT_RECONCILE_MINUTES: an immediate second pass asks nobody.
    expect(await reconcilePayments({ db, gateway, config, log: quietLog })).toEqual({
      checked: 0,
      settled: 0,
      abandoned: 0,
    });
  });

  it('never logs the store password', async () => {
    const secret = fake.credentials.storePassword;
    // It was really used (sent to the fake gateway) ...
    expect(fake.requests.some((r) => r.form.store_passwd === secret || r.query.store_passwd === secret)).toBe(true);
    expect(logLines.length).toBeGreaterThan(10);
    // ... but appears in no log line and no stored event.
    expect(logLines.join('\n')).not.toContain(secret);
    expect(logLines.join('\n')).not.toContain(encodeURIComponent(secret));
    const events = await db.select().from(paymentEvents);
    expect(JSON.stringify(events)).not.toContain(secret);
  });
});
