import { Anchor, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconReceiptRefund } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { useAdminBookings } from '../api/get-admin-bookings';
import { BookingsCards } from '../components/bookings-cards';
import { BookingsFilters } from '../components/bookings-filters';
import { BookingsTable } from '../components/bookings-table';
import { useBookingsFilters } from '../components/use-bookings-filters';

const TABS = { all: 'all', refunds: 'refunds' } as const;

/**
 * /admin/bookings: bookings of every kind (doctor appointments, consultations, nurse and ambulance
 * bookings) found by patient, provider, kind, status, payment and day; the Refunds tab lists the money
 * to give back.
 */
export function AdminBookingsPage() {
  const { t } = useTranslation();
  const { filters, update } = useBookingsFilters();
  const bookings = useAdminBookings(filters);
  const phone = useMediaQuery('(max-width: 48em)');
  const refunds = filters.refund_due === '1';
  const filtered = Boolean(
    filters.kind || filters.status || filters.payment_status || filters.date || filters.provider || filters.patient,
  );

  return (
    <Stack gap="md">
      <div>
        <Group gap="xs">
          <Title order={1} size="h2">
            {t('adminBookings.list.title')}
          </Title>
          {bookings.isFetching && !bookings.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
        </Group>
        <Text size="sm" c="dimmed">
          {t('adminBookings.list.intro')}{' '}
          <Anchor component={Link} to="/admin/service-charges">
            {t('adminCareBookings.charges.link')}
          </Anchor>
        </Text>
      </div>
      <Tabs
        value={refunds ? TABS.refunds : TABS.all}
        onChange={(tab) => update({ refund_due: tab === TABS.refunds ? '1' : undefined })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value={TABS.all} leftSection={<IconCalendarEvent size={16} aria-hidden />}>
            {t('adminBookings.list.tabAll')}
          </Tabs.Tab>
          <Tabs.Tab value={TABS.refunds} leftSection={<IconReceiptRefund size={16} aria-hidden />}>
            {t('adminBookings.list.tabRefunds')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {refunds && (
        <Text size="sm" c="dimmed">
          {t('adminBookings.list.refundsIntro')}
        </Text>
      )}
      <BookingsFilters filters={filters} onChange={update} />
      <PagedQueryView
        query={bookings}
        onPageChange={(page) => update({ page: String(page) })}
        empty={
          <EmptyState
            icon={<IconCalendarEvent aria-hidden />}
            title={
              filtered
                ? t('adminBookings.list.emptyFiltered')
                : refunds
                  ? t('adminBookings.list.emptyRefunds')
                  : t('adminBookings.list.empty')
            }
          />
        }
      >
        {(rows) => (phone ? <BookingsCards bookings={rows} /> : <BookingsTable bookings={rows} />)}
      </PagedQueryView>
    </Stack>
  );
}
