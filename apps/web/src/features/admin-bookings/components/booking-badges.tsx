import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import {
  BOOKING_STATUS_STYLE,
  PAYMENT_STATUS_STYLE,
  type AdminBooking,
  type BookingStatus,
  type PaymentStatus,
} from '@nirog/contracts';
import { StatusBadge } from '../../../components/data/status-badge';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={BOOKING_STATUS_STYLE[status]} miw="max-content">
      {t(`adminBookings.status.${status}`)}
    </StatusBadge>
  );
}

export function BookingPaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={PAYMENT_STATUS_STYLE[status]} variant="outline" miw="max-content">
      {t(`adminBookings.paymentStatus.${status}`)}
    </StatusBadge>
  );
}

// Badges never shrink below their word: a squeezed table column scrolls instead of cutting "Cancelled".

/** Money to give back: the booking was cancelled after it was paid, or the payment came too late. */
export function RefundDueBadge({ booking }: { booking: Pick<AdminBooking, 'refund_due'> }) {
  const { t } = useTranslation();
  if (!booking.refund_due) return null;
  return (
    <Badge color="red" variant="filled" miw="max-content">
      {t('adminBookings.refundDue')}
    </Badge>
  );
}
