import { useTranslation } from '../../../i18n';
import type { AdminBookingDetail, AuditEntry } from '@nirog/contracts';
import { AuditTimeline } from '../../../components/data/audit-timeline';
import { useFormatters } from '../../../lib/use-formatters';

type Clock = { date?: unknown; time?: unknown } | null | undefined;

/** A one-line summary of what an event changed: a move, a serial, a reason, a refund flag. */
function useDetailText() {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const clock = (value: Clock) =>
    value && typeof value.date === 'string' && typeof value.time === 'string'
      ? digits(`${value.date} ${value.time}`)
      : t('adminBookings.history.noTime');
  return (entry: AuditEntry): string | null => {
    const details = entry.details as {
      from?: unknown;
      to?: unknown;
      reason?: unknown;
      cause?: unknown;
      refund_due?: unknown;
      transaction?: unknown;
    };
    const parts: string[] = [];
    if (entry.action === 'schedule_changed')
      parts.push(
        t('adminBookings.history.moved', { from: clock(details.from as Clock), to: clock(details.to as Clock) }),
      );
    if (entry.action === 'serial_changed' && typeof details.to === 'number')
      parts.push(
        t('adminBookings.history.moved', {
          from: typeof details.from === 'number' ? digits(details.from) : '–',
          to: digits(details.to),
        }),
      );
    if (entry.action === 'cancelled' && typeof details.cause === 'string')
      parts.push(t(`adminBookings.history.cause.${details.cause}`, { defaultValue: details.cause }));
    if (typeof details.reason === 'string' && details.reason)
      parts.push(t('adminBookings.history.reason', { reason: details.reason }));
    if (details.refund_due === true) parts.push(t('adminBookings.history.refundFlagged'));
    if (typeof details.transaction === 'string' && details.transaction)
      parts.push(t('adminBookings.history.transaction', { reference: details.transaction }));
    return parts.length ? parts.join(' · ') : null;
  };
}

/**
 * Everything that happened to the booking, oldest first as the server keeps it; shown newest first
 * like the other back-office histories.
 */
export function BookingHistory({ booking }: { booking: AdminBookingDetail }) {
  const entries: AuditEntry[] = booking.history
    .map((event) => ({
      id: event.id,
      actor: event.actor,
      action: event.kind,
      subject_type: 'booking',
      subject_id: booking.id,
      details: event.details,
      created_at: event.created_at,
    }))
    .reverse();
  return <AuditTimeline entries={entries} keyPrefix="adminBookings.history" detailText={useDetailText()} />;
}
