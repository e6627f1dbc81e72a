import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BookingStatus } from '@nirog/contracts';
import { useTranslation } from '../../i18n';
import { useFormatters } from '../../lib/use-formatters';
import { instantOf } from '../booking-dates/booking-dates';

/**
 * A provider's Completed action (doctor, nurse, ambulance) on a Ready booking, offered only from the booking's
 * day on: the server says so in `can_complete` (and refuses earlier completion). Before that day a short muted
 * line stands where the action would be, "Can be completed from {date}"; other statuses show nothing.
 */
export function CompleteWhenDue({
  booking,
  day,
  zone = 'Asia/Dhaka',
  children,
}: {
  booking: { status: BookingStatus; can_complete: boolean };
  /** The booking's day, `YYYY-MM-DD` in `zone` (none for a booking made for now). */
  day: string | null;
  /** The zone the day is counted in (an India doctor's hospital time). */
  zone?: string;
  /** The action itself. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (booking.status !== 'Ready') return null;
  if (booking.can_complete) return <>{children}</>;
  if (!day) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('providerDashboard.completeFrom', { date: f.date(instantOf(day, '12:00', zone), 'D MMMM YYYY', zone) })}
    </Text>
  );
}
