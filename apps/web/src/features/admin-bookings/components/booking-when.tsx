import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminBooking } from '@nirog/contracts';
import { LIST_DATE, useFormatters } from '../../../lib/use-formatters';

const OFFSETS: Record<string, string> = { 'Asia/Dhaka': '+06:00', 'Asia/Kolkata': '+05:30' };

/**
 * When the booking takes place, in Bangladesh time (an India appointment also in India time, as the
 * patient and the hospital see it); a consultation without a slot shows when it was booked.
 */
export function BookingWhen({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation();
  const { date, digits } = useFormatters();
  if (!booking.app_date || !booking.app_time) {
    return (
      <Stack gap={0}>
        <Text size="sm">{t('adminBookings.noSlot')}</Text>
        <Text size="xs" c="dimmed">
          {t('adminBookings.bookedOn', { date: date(booking.created_at, LIST_DATE) })}
        </Text>
      </Stack>
    );
  }
  const instant = `${booking.app_date}T${booking.app_time}:00${OFFSETS[booking.time_zone] ?? OFFSETS['Asia/Dhaka']}`;
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {date(instant, LIST_DATE)}
      </Text>
      {booking.time_zone === 'Asia/Kolkata' && (
        <Text size="xs" c="dimmed">
          {t('adminBookings.indiaTime', { time: date(instant, 'hh:mm A', booking.time_zone) })}
        </Text>
      )}
      {booking.serial_no !== null && (
        <Text size="xs" c="dimmed">
          {t('adminBookings.serial', { serial: digits(booking.serial_no) })}
        </Text>
      )}
    </Stack>
  );
}
