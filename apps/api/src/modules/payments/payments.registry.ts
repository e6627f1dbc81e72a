import type { Tx } from '../../db/client';

/**
 * 'order' (cart), 'booking' (bookings kernel: appointments, consultations, nurse bookings), 'provider_charge'
 * (the platform's charge a provider owes on a completed booking: the ambulance service charge).
 */
export type PaymentPurpose = 'order' | 'booking' | 'provider_charge';
export type PaymentStatusValue = 'Pending' | 'Paid' | 'Failed' | 'Cancelled';
export type SettledStatus = 'Paid' | 'Failed' | 'Cancelled';
export type PaymentGatewayName = 'sandbox' | 'sslcommerz' | 'cash';

export interface SettledPayment {
  id: number;
  publicId: string;
  subjectId: number;
  userId: number;
  amountPoisha: number;
  status: SettledStatus;
  transactionId: string | null;
}

export type SettledHandler = (tx: Tx, payment: SettledPayment) => Promise<void>;

/** Where the buyer returns when the caller gave no path (cash payments created by staff). */
export const DEFAULT_RETURN_PATHS: Record<string, string> = { order: '/profile/my-order' };

const handlers = new Map<string, SettledHandler>();

/**
 * Registers what a purpose does when one of its payments settles (the cart module marks the order
 * paid). Called once per real status change, inside the transaction that records it; a throw rolls
 * the change back (the reconciliation job will try again). One handler per purpose: registering
 * again replaces it.
 */
export function onPaymentSettled(purpose: PaymentPurpose, handler: SettledHandler): void {
  handlers.set(purpose, handler);
}

export function settledHandlerFor(purpose: string): SettledHandler | undefined {
  return handlers.get(purpose);
}

/** Whether the thing a payment is for may still be paid (an order cancelled by staff may not). */
export type PayableCheck = (tx: Tx, subjectId: number) => Promise<boolean>;

const checks = new Map<string, PayableCheck>();

/**
 * Registers the question asked before a gateway session opens: Pay now on something that can no
 * longer be paid sends the buyer back with a message instead of taking money. Without a check,
 * every payment of the purpose is payable.
 */
export function onPaymentCheck(purpose: PaymentPurpose, check: PayableCheck): void {
  checks.set(purpose, check);
}

export function payableCheckFor(purpose: string): PayableCheck | undefined {
  return checks.get(purpose);
}
