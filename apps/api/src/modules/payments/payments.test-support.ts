import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createUser } from '../auth';
import { onPaymentSettled, type PaymentPurpose, type SettledPayment } from './payments.registry';
import { createPayment } from './payments.service';
import { paymentEvents, payments } from './payments.tables';

/** Helpers for the payments tests (not used by the app). */

/** A purpose of the tests' own, so the cart module's 'order' handler is not involved. */
export const TEST_PURPOSE = 'test' as PaymentPurpose;

/** Registers the test purpose's handler and answers the list of calls it received. */
export function recordSettlements(): SettledPayment[] {
  const calls: SettledPayment[] = [];
  onPaymentSettled(TEST_PURPOSE, async (tx, payment) => {
    // Runs inside the recording transaction: the row already shows the new status.
    const [row] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
    if (row.status !== payment.status) throw new Error('handler ran outside the recording transaction');
    calls.push(payment);
  });
  return calls;
}

let counter = 0;
/** A fresh client address, so per-address rate limits do not couple tests. */
export const nextIp = () => `10.88.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;

export async function newPayment(db: Db, amountPoisha = 123_450, returnPath = '/profile/my-order') {
  const user = await createUser(db, {
    name: 'Rahima Begum',
    email: `payer.${process.pid}.${++counter}@example.com`,
    phone: '01711111111',
    passwordHash: null,
    emailVerifiedAt: new Date(),
  });
  const subjectId = 1000 + counter;
  const created = await db.transaction((tx) =>
    createPayment(tx, { purpose: TEST_PURPOSE, subjectId, userId: user.id, amountPoisha, returnPath }),
  );
  return { ...created, subjectId, userId: user.id };
}

export async function paymentRow(db: Db, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function eventsOf(db: Db, paymentId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.id));
}

/** The trn_status and trn_message of a redirect back to the web. */
export function trnOf(location: string | undefined) {
  const url = new URL(location ?? 'http://x/');
  return {
    origin: url.origin,
    path: url.pathname,
    status: url.searchParams.get('trn_status'),
    message: url.searchParams.get('trn_message'),
  };
}

/** The hidden fields of the sandbox page's forms. */
export function sandboxFormOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]] = m[2];
  return fields;
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
