import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AdminBooking } from '@nirog/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { bookingsPath } from './bookings-paths';

/** Link to a booking's page that remembers the list's filters for the way back. */
export function BookingLink({ id }: { id: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { digits } = useFormatters();
  return (
    <Anchor component={Link} to={bookingsPath(id)} state={{ listSearch: search }} fw={600}>
      {t('adminBookings.number', { id: digits(id) })}
    </Anchor>
  );
}

/** The provider: name with the provider code under it. */
export function ProviderCell({ provider }: { provider: AdminBooking['provider'] }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {provider.name}
      </Text>
      <Text size="xs" c="dimmed">
        {provider.code}
      </Text>
    </Stack>
  );
}
