import { Stack, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useNurseAppointments } from '../api/nurse-appointments';
import { NurseAppointmentCard } from '../components/nurse-appointment-card';

/** /sp/nurse/appointments: the nurse's Appointment List (spec 3), with placeholders, an empty state and pages. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('careBookings.nurseDashboard.title'));
  const { params, update } = useListParams();
  const query = useNurseAppointments(pageParam(params.get('page')));
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('careBookings.nurseDashboard.title')}
      </Title>
      <PagedQueryView
        query={query}
        skeletonRows={5}
        onPageChange={(p) => update({ page: String(p) })}
        empty={
          <EmptyState
            icon={<IconCalendarEvent size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
            title={t('careBookings.nurseDashboard.empty')}
            text={t('careBookings.nurseDashboard.emptyText')}
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
    </Stack>
  );
}
