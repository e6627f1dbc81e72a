import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_APP_KEY, createTestApp } from '../../../test/helpers';
import { translate } from '../../lib/i18n';
import { createGateway } from './payments.gateway-factory';
import { enqueueJob } from '../jobs';
import { paymentReconcile, reconcilePayments } from './payments.reconcile';
import { payments } from './payments.tables';
import { onPaymentCheck } from './payments.registry';
import { findPaymentFor, markPaidInCash } from './payments.service';
import {
  FORM_HEADERS,
  TEST_PURPOSE,
  eventsOf,
  form,
  newPayment,
  nextIp,
  paymentRow,
  recordSettlements,
  sandboxFormOf,
  trnOf,
} from './payments.test-support';

describe('payments with the sandbox gateway', async () => {
  const { app, database, config } = await createTestApp();
  const db = database.db;
  const calls = recordSettlements();
  const noLongerPayable = new Set<number>();
  onPaymentCheck(TEST_PURPOSE, async (_tx, subjectId) => !noLongerPayable.has(subjectId));
  const callsFor = (id: number) => calls.filter((c) => c.id === id);

  /** Pay now -> sandbox page -> its hidden form fields. */
  async function openSandbox(publicId: string, headers: Record<string, string> = {}, lang?: 'en' | 'bn') {
    const query = lang ? `?lang=${lang}` : '';
    const submit = await app.inject({ method: 'GET', url: `/payment/payment-submit/${publicId}${query}`, headers });
    expect(submit.statusCode).toBe(302);
    expect(submit.headers.location).toMatch(new RegExp(`^/payment/sandbox/${publicId}\\?lang=(en|bn)$`));
    const page = await app.inject({ method: 'GET', url: submit.headers.location!, headers });
    expect(page.statusCode).toBe(200);
    return { page, fields: sandboxFormOf(page.body) };
  }

  const press = (publicId: string, action: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/payment/sandbox/${publicId}/${action}`,
      headers: FORM_HEADERS,
      payload: form(fields),
      remoteAddress: nextIp(),
    });

  it('shows a self-contained page with the amount, what is paid and Pay / Fail / Cancel', async () => {
    const p = await newPayment(db, 123_450);
    const { page, fields } = await openSandbox(p.publicId);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain('৳1,234.50');
    expect(page.body).toContain(`Payment #${p.subjectId}`);
    for (const action of ['pay', 'fail', 'cancel']) {
      expect(page.body).toContain(`action="/payment/sandbox/${p.publicId}/${action}"`);
    }
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!nirog)/);
    expect(fields).toMatchObject({ amount: '1234.50', currency: 'BDT', lang: 'en' });
    expect(fields.token).toMatch(/^[0-9a-f]{64}$/);
    expect(fields.tran_id).toBe((await paymentRow(db, p.id)).tranId);
  });

  it('speaks Bengali by ?lang=bn or Accept-Language', async () => {
    const p = await newPayment(db, 123_450);
    const { page } = await openSandbox(p.publicId, { 'accept-language': 'bn-BD,bn;q=0.9' });
    expect(page.body).toContain('<html lang="bn">');
    expect(page.body).toContain('পরিশোধ করুন');
    expect(page.body).toContain('৳১,২৩৪.৫০');
    const english = await app.inject({ method: 'GET', url: `/payment/sandbox/${p.publicId}?lang=en` });
    expect(english.body).toContain('>Pay</button>');
  });

  it('keeps the app language from Pay now (?lang=bn) on the sandbox page, whatever the browser language', async () => {
    const p = await newPayment(db, 123_450);
    const { page } = await openSandbox(p.publicId, { 'accept-language': 'en-US,en;q=0.9' }, 'bn');
    expect(page.body).toContain('<html lang="bn">');
    expect(page.body).toContain('পরিশোধ করুন');
    // The site's icon: without it the browser asked for /favicon.ico, a 404 in the console.
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it('Pay records Paid once, runs the handler once and returns to the web with success', async () => {
    const p = await newPayment(db, 50_000);
    const { fields } = await openSandbox(p.publicId);
    const res = await press(p.publicId, 'pay', fields);
    expect(res.statusCode).toBe(303);
    const trn = trnOf(res.headers.location);
    expect(trn).toEqual({
      origin: 'http://nirog.localhost',
      path: '/profile/my-order',
      status: 'success',
      message: translate('en', 'payments.result.paid'),
    });
    expect(res.headers.location).toContain('trn_message=Your%20payment%20was%20successful');

    const row = await paymentRow(db, p.id);
    expect(row).toMatchObject({ status: 'Paid', gateway: 'sandbox', gatewayTransactionId: `SBX-${fields.tran_id}` });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(callsFor(p.id)).toEqual([
      {
        id: p.id,
        publicId: p.publicId,
        subjectId: p.subjectId,
        userId: p.userId,
        amountPoisha: 50_000,
        status: 'Paid',
        transactionId: `SBX-${fields.tran_id}`,
      },
    ]);

    // A second press (back button, double click) changes nothing.
    const again = await press(p.publicId, 'pay', fields);
    expect(trnOf(again.headers.location)).toMatchObject({
      status: 'success',
      message: translate('en', 'payments.result.already_paid'),
    });
    const fail = await press(p.publicId, 'fail', fields);
    expect(trnOf(fail.headers.location).status).toBe('success');
    expect((await paymentRow(db, p.id)).status).toBe('Paid');
    expect(callsFor(p.id)).toHaveLength(1);

    // Pay now on a paid payment goes straight back.
    const submit = await app.inject({ method: 'GET', url: `/payment/payment-submit/${p.publicId}` });
    expect(trnOf(submit.headers.location)).toMatchObject({ status: 'success', path: '/profile/my-order' });

    const summary = await findPaymentFor(db, TEST_PURPOSE, p.subjectId);
    expect(summary).toMatchObject({ publicId: p.publicId, status: 'Paid', gateway: 'sandbox' });
  });

  it('money that arrives after its purpose stopped being payable is recorded, flagged for refund, and said so', async () => {
    const p = await newPayment(db, 40_000);
    const { fields } = await openSandbox(p.publicId);
    // Staff cancel what the payment is for while its page is still open.
    noLongerPayable.add(p.subjectId);
    const res = await press(p.publicId, 'pay', fields);
    expect(res.statusCode).toBe(303);
    expect(trnOf(res.headers.location)).toMatchObject({
      path: '/profile/my-order',
      status: 'failed',
      message: translate('en', 'payments.result.refund_due'),
    });
    const row = await paymentRow(db, p.id);
    expect(row).toMatchObject({ status: 'Paid', gatewayTransactionId: `SBX-${fields.tran_id}` });
    expect(row.refundDueAt).toBeInstanceOf(Date);
    expect(row.paidAt).toBeInstanceOf(Date);
    // The purpose's handler does not run: the order is not marked paid behind its cancellation.
    expect(callsFor(p.id)).toEqual([]);
    const events = await eventsOf(db, p.id);
    expect(events.at(-1)).toMatchObject({ ok: false, details: expect.objectContaining({ outcome: 'refund_due' }) });
    expect(await findPaymentFor(db, TEST_PURPOSE, p.subjectId)).toMatchObject({
      status: 'Paid',
      refundDueAt: expect.any(Date),
    });
    // Pressing Pay again changes nothing more.
    const again = await press(p.publicId, 'pay', fields);
    expect(trnOf(again.headers.location).message).toBe(translate('en', 'payments.result.already_paid'));
    expect(callsFor(p.id)).toEqual([]);
  });

  it('Fail and Cancel record their status once, with the translated message', async () => {
    const failed = await newPayment(db);
    const f = await openSandbox(failed.publicId);
    const res = await press(failed.publicId, 'fail', { ...f.fields, lang: 'bn' });
    expect(trnOf(res.headers.location)).toMatchObject({
      status: 'failed',
      message: translate('bn', 'payments.result.failed'),
    });
    expect((await paymentRow(db, failed.id)).status).toBe('Failed');
    await press(failed.publicId, 'fail', f.fields);
    await press(failed.publicId, 'cancel', f.fields);
    expect((await paymentRow(db, failed.id)).status).toBe('Failed');
    expect(callsFor(failed.id).map((c) => c.status)).toEqual(['Failed']);

    const cancelled = await newPayment(db);
    const c = await openSandbox(cancelled.publicId);
    const res2 = await press(cancelled.publicId, 'cancel', c.fields);
    expect(trnOf(res2.headers.location)).toMatchObject({
      status: 'cancelled',
      message: translate('en', 'payments.result.cancelled'),
    });
    expect((await paymentRow(db, cancelled.id)).status).toBe('Cancelled');
    expect(callsFor(cancelled.id).map((x) => x.status)).toEqual(['Cancelled']);
  });

  it('a failed payment can be started again and paid', async () => {
    const p = await newPayment(db);
    const first = await openSandbox(p.publicId);
    await press(p.publicId, 'fail', first.fields);
    const second = await openSandbox(p.publicId);
    expect(second.fields.tran_id).not.toBe(first.fields.tran_id);
    expect(await paymentRow(db, p.id)).toMatchObject({ status: 'Pending', attempts: 2 });
    await press(p.publicId, 'pay', second.fields);
    expect((await paymentRow(db, p.id)).status).toBe('Paid');
    expect(callsFor(p.id).map((x) => x.status)).toEqual(['Failed', 'Paid']);
  });

  it('a bad or missing signature changes nothing and is logged', async () => {
    const p = await newPayment(db);
    const { fields } = await openSandbox(p.publicId);
    const forged = [
      { ...fields, token: 'f'.repeat(64) },
      { ...fields, amount: '1.00' },
      { ...fields, token: '' },
    ];
    for (const body of forged) {
      const res = await press(p.publicId, 'pay', body);
      expect(res.statusCode).toBe(303);
      expect(trnOf(res.headers.location)).toMatchObject({
        status: 'failed',
        message: translate('en', 'payments.result.unverified'),
      });
    }
    expect((await paymentRow(db, p.id)).status).toBe('Pending');
    expect(callsFor(p.id)).toHaveLength(0);
    const kinds = (await eventsOf(db, p.id)).map((e) => [e.kind, e.ok]);
    expect(kinds).toEqual([
      ['session_started', true],
      ['forged_callback', false],
      ['forged_callback', false],
      ['sandbox_result_rejected', false],
    ]);
  });

  it('unknown payments and actions get a page, not JSON; SSLCommerz routes do not exist', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/payment/payment-submit/not-a-real-payment-id' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('Payment not found');
    const bn = await app.inject({ method: 'GET', url: '/payment/sandbox/nope', headers: { 'accept-language': 'bn' } });
    expect(bn.statusCode).toBe(404);
    expect(bn.body).toContain('পেমেন্ট পাওয়া যায়নি');

    const p = await newPayment(db);
    const { fields } = await openSandbox(p.publicId);
    const bad = await press(p.publicId, 'refund', fields);
    expect(bad.statusCode).toBe(404);
    const ipn = await app.inject({ method: 'POST', url: '/payment/sslcommerz/ipn', payload: {} });
    expect(ipn.statusCode).toBe(404);
  });

  it('the sandbox page of a settled payment only links back', async () => {
    const p = await newPayment(db);
    const { fields } = await openSandbox(p.publicId);
    await press(p.publicId, 'cancel', fields);
    const page = await app.inject({ method: 'GET', url: `/payment/sandbox/${p.publicId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<form');
    expect(page.body).toContain('href="http://nirog.localhost/profile/my-order"');
  });

  it('markPaidInCash creates or completes the payment as cash, once', async () => {
    const p = await newPayment(db, 70_000);
    await db.transaction((tx) => markPaidInCash(tx, TEST_PURPOSE, p.subjectId, p.userId, 70_000));
    await db.transaction((tx) => markPaidInCash(tx, TEST_PURPOSE, p.subjectId, p.userId, 70_000));
    expect(await paymentRow(db, p.id)).toMatchObject({ status: 'Paid', gateway: 'cash' });
    expect(callsFor(p.id).map((c) => c.status)).toEqual(['Paid']);

    const subjectId = 987_654;
    await db.transaction((tx) => markPaidInCash(tx, TEST_PURPOSE, subjectId, p.userId, 25_000));
    const summary = await findPaymentFor(db, TEST_PURPOSE, subjectId);
    expect(summary).toMatchObject({ status: 'Paid', gateway: 'cash', amountPoisha: 25_000, transactionId: null });
    expect(summary!.paidAt).toBeInstanceOf(Date);
    expect(calls.filter((c) => c.subjectId === subjectId)).toHaveLength(1);
    expect(await findPaymentFor(db, TEST_PURPOSE, 1)).toBeNull();
  });

  it('reconciliation cancels sandbox sessions left for a day and keeps younger ones', async () => {
    await db
      .update(payments)
      .set({ sessionStartedAt: sql`now()` })
      .where(eq(payments.status, 'Pending'));
    const age = (id: number, hours: number) =>
      db
        .update(payments)
        .set({ sessionStartedAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(payments.id, id));
    const left = await newPayment(db);
    await openSandbox(left.publicId);
    await age(left.id, 25);
    const recent = await newPayment(db);
    await openSandbox(recent.publicId);
    await age(recent.id, 2);
    const neverStarted = await newPayment(db);
    await db
      .update(payments)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(payments.id, neverStarted.id));

    const gateway = createGateway({ config, appKey: TEST_APP_KEY, fetch });
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    expect(await reconcilePayments({ db, gateway, config, log })).toEqual({ checked: 2, settled: 0, abandoned: 1 });
    expect((await paymentRow(db, left.id)).status).toBe('Cancelled');
    expect(callsFor(left.id).map((c) => c.status)).toEqual(['Cancelled']);
    expect((await paymentRow(db, recent.id)).status).toBe('Pending');
    expect((await paymentRow(db, neverStarted.id)).status).toBe('Pending');
  });

  it('reconciliation runs as the payment-reconcile job, scheduled every 5 minutes', async () => {
    const left = await newPayment(db);
    await openSandbox(left.publicId);
    await db
      .update(payments)
      .set({ sessionStartedAt: sql`now() - interval '25 hours'` })
      .where(eq(payments.id, left.id));
    await enqueueJob(db, paymentReconcile, {});
    expect(await app.jobs.drain()).toBe(1);
    expect((await paymentRow(db, left.id)).status).toBe('Cancelled');
    expect(paymentReconcile.cron).toEqual({ schedule: '*/5 * * * *' });
  });
});
