import { IconAmbulance, IconNurse } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { ListPage } from '../../../components/data/list-page';
import { paths } from '../../../lib/paths';
import { useListPage } from '../../../lib/use-list-params';
import { useMyAmbulanceBookings, useMyNurseAppointments } from '../api/care-bookings-api';
import { AmbulanceBookingCard } from '../components/ambulance-booking-card';
import { NurseAppointmentCard } from '../components/nurse-appointment-card';

/** /profile/my-nurse-appointment: the patient's nurse appointments, paginated, with the payment-return alert. */
export function MyNurseAppointmentsPage() {
  const { t } = useTranslation();
  const { page, setPage } = useListPage();
  const query = useMyNurseAppointments(page);
  return (
    <ListPage
      paymentReturn
      title={t('careBookings.lists.nurseTitle')}
      query={query}
      onPageChange={setPage}
      empty={{
        icon: IconNurse,
        title: t('careBookings.lists.emptyNurse'),
        text: t('careBookings.lists.emptyText'),
        action: { label: t('careBookings.lists.findNurse'), to: paths.nurse },
      }}
      card={(row) => <NurseAppointmentCard row={row} />}
    />
  );
}

/** /profile/my-ambulance-booking: the patient's ambulance bookings, paginated. */
export function MyAmbulanceBookingsPage() {
  const { t } = useTranslation();
  const { page, setPage } = useListPage();
  const query = useMyAmbulanceBookings(page);
  return (
    <ListPage
      paymentReturn
      title={t('careBookings.lists.ambulanceTitle')}
      query={query}
      onPageChange={setPage}
      empty={{
        icon: IconAmbulance,
        title: t('careBookings.lists.emptyAmbulance'),
        text: t('careBookings.lists.emptyText'),
        action: { label: t('careBookings.lists.findAmbulance'), to: paths.ambulance },
      }}
      card={(row) => <AmbulanceBookingCard row={row} />}
    />
  );
}
