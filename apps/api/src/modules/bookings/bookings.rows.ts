import { BOOKING_STATUS_STYLE, PAYMENT_STATUS_STYLE, type BookingStatus, type PaymentStatus } from '@nirog/contracts';
import { toTaka } from '../../lib/money';
import { slotBounds } from './bookings.slots';
import type { BookingRow } from './bookings.service';

const asStatus = (v: string): BookingStatus =>
  (['Pending', 'Ready', 'Completed', 'Cancelled'] as const).find((s) => s === v) ?? 'Pending';
const asPaymentStatus = (v: string): PaymentStatus =>
  (['Pending', 'Paid', 'Failed', 'Refunded'] as const).find((s) => s === v) ?? 'Pending';

/** Pay now is offered while a booking is Pending and its payment Pending or Failed. */
export const needsPayment = (row: Pick<BookingRow, 'status' | 'paymentStatus' | 'paymentPublicId'>) =>
  row.status === 'Pending' && (row.paymentStatus === 'Pending' || row.paymentStatus === 'Failed')
    ? row.paymentPublicId
    : null;

/** The patient may cancel a Pending or Ready booking up to `cancelHours` before its slot (any time without one). */
export function patientMayCancel(row: Pick<BookingRow, 'status' | 'slot'>, cancelHours: number, now = Date.now()) {
  if (row.status !== 'Pending' && row.status !== 'Ready') return false;
  const start = slotBounds(row)?.start;
  return !start || start.getTime() - now >= cancelHours * 3_600_000;
}

/** The fields every booking row carries, whatever its kind (DESIGN.md 5c: the pay-now fields included). */
export function bookingRowFields(row: BookingRow, cancelHours: number) {
  const status = asStatus(row.status);
  const paymentStatus = asPaymentStatus(row.paymentStatus);
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    total_amount: toTaka(row.totalPoisha),
    payment_status: paymentStatus,
    payment_status_style: PAYMENT_STATUS_STYLE[paymentStatus],
    need_payment_crypt_id: needsPayment(row),
    status,
    status_style: BOOKING_STATUS_STYLE[status],
    reviewed: row.reviewed,
    can_review: status === 'Completed' && !row.reviewed,
    can_cancel: patientMayCancel(row, cancelHours),
    cancel_reason: row.cancelReason,
  };
}
