import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { ListPage } from '../../../components/data/list-page';
import { useListPage } from '../../../lib/use-list-params';
import { useNurseAppointments } from '../api/nurse-appointments';
import { NurseAppointmentCard } from '../components/nurse-appointment-card';

/** /sp/nurse/appointments: the nurse's Appointment List (spec 3), with placeholders, an empty state and pages. */
export function Component() {
  const { t } = useTranslation();
  const { page, setPage } = useListPage();
  const query = useNurseAppointments(page);
  return (
    <ListPage
      title={t('careBookings.nurseDashboard.title')}
      query={query}
      onPageChange={setPage}
      skeletonRows={5}
      empty={{
        icon: IconCalendarEvent,
        title: t('careBookings.nurseDashboard.empty'),
        text: t('careBookings.nurseDashboard.emptyText'),
      }}
      card={(row) => <NurseAppointmentCard row={row} />}
    />
  );
}
