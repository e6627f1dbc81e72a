import { Button, Stack, Title } from '@mantine/core';
import { IconAmbulance, IconNurse } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { PaymentReturnAlert } from '../../../components/payments/payment-return-alert';
import { paths } from '../../../lib/paths';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyAmbulanceBookings, useMyNurseAppointments } from '../api/care-bookings-api';
import { AmbulanceBookingCard } from '../components/ambulance-booking-card';
import { NurseAppointmentCard } from '../components/nurse-appointment-card';

function ListFrame({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="md">
      <PaymentReturnAlert />
      <Title order={1} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const emptyIcon = (Icon: typeof IconNurse) => (
  <Icon size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />
);

/** /profile/my-nurse-appointment: the patient's nurse appointments, paginated, with the payment-return alert. */
export function MyNurseAppointmentsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const query = useMyNurseAppointments(pageParam(params.get('page')));
  return (
    <ListFrame title={t('careBookings.lists.nurseTitle')}>
      <PagedQueryView
        query={query}
        skeletonRows={4}
        onPageChange={(p) => update({ page: String(p) })}
        empty={
          <EmptyState
            icon={emptyIcon(IconNurse)}
            title={t('careBookings.lists.emptyNurse')}
            text={t('careBookings.lists.emptyText')}
            action={
              <Button component={Link} to={paths.nurse}>
                {t('careBookings.lists.findNurse')}
              </Button>
            }
          />
        }
      >
        {(items) => (
          <Stack gap="md">
            {items.map((row) => (
              <NurseAppointmentCard key={row.id} row={row} />
            ))}
          </Stack>
        )}
      </PagedQueryView>
    </ListFrame>
  );
}

/** /profile/my-ambulance-booking: the patient's ambulance bookings, paginated. */
export function MyAmbulanceBookingsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const query = useMyAmbulanceBookings(pageParam(params.get('page')));
  return (
    <ListFrame title={t('careBookings.lists.ambulanceTitle')}>
      <PagedQueryView
        query={query}
        skeletonRows={4}
        onPageChange={(p) => update({ page: String(p) })}
        empty={
          <EmptyState
            icon={emptyIcon(IconAmbulance)}
            title={t('careBookings.lists.emptyAmbulance')}
            text={t('careBookings.lists.emptyText')}
            action={
              <Button component={Link} to={paths.ambulance}>
                {t('careBookings.lists.findAmbulance')}
              </Button>
            }
          />
        }
      >
        {(items) => (
          <Stack gap="md">
            {items.map((row) => (
              <AmbulanceBookingCard key={row.id} row={row} />
            ))}
          </Stack>
        )}
      </PagedQueryView>
    </ListFrame>
  );
}
