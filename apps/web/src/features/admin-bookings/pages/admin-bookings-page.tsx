import { Link } from 'react-router';
import { Anchor, Tabs, Text } from '@mantine/core';
import { IconCalendarEvent, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { useAdminBookings } from '../api/get-admin-bookings';
import { BookingsCards } from '../components/bookings-cards';
import { BookingsFilters } from '../components/bookings-filters';
import { BookingsTable } from '../components/bookings-table';
import { useBookingsFilters } from '../components/use-bookings-filters';
import { AdminListPage } from '../../../components/data/admin-list-page';

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
  const refunds = filters.refund_due === '1';
  const filtered = Boolean(
    filters.kind || filters.status || filters.payment_status || filters.date || filters.provider || filters.patient,
  );

  return (
    <AdminListPage
      title={t('adminBookings.list.title')}
      intro={
        <>
          {t('adminBookings.list.intro')}{' '}
          <Anchor component={Link} to="/admin/service-charges">
            {t('adminCareBookings.charges.link')}
          </Anchor>
        </>
      }
      filters={
        <>
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
        </>
      }
      query={bookings}
      onPageChange={(page) => update({ page: String(page) })}
      empty={{
        icon: IconCalendarEvent,
        title: filtered
          ? t('adminBookings.list.emptyFiltered')
          : refunds
            ? t('adminBookings.list.emptyRefunds')
            : t('adminBookings.list.empty'),
      }}
      table={(rows) => <BookingsTable bookings={rows} />}
      cards={(rows) => <BookingsCards bookings={rows} />}
    />
  );
}
