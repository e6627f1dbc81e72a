import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BookingStatus } from '@nirog/contracts';
import { useTranslation } from '../../i18n';
import { useFormatters } from '../../lib/use-formatters';

/**
 * A provider's Completed action (doctor, nurse, ambulance) on a Ready booking, offered only from the booking's
 * day on: the server says so in `can_complete` (and refuses earlier completion). Before that day a short muted
 * line stands where the action would be, "Can be completed from {date}" (the date spelt as the server's refusal
 * spells it); other statuses show nothing.
 */
export function CompleteWhenDue({
  booking,
  day,
  children,
}: {
  booking: { status: BookingStatus; can_complete: boolean };
  /** The booking's day, `YYYY-MM-DD` where it takes place (none for a booking made for now). */
  day: string | null;
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
      {t('providerDashboard.completeFrom', { date: f.longDate(day) })}
    </Text>
  );
}
