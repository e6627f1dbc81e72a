import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_PROMISE_HOURS } from '@nirog/contracts';
import { EmptyState } from '../../../components/data/empty-state';
import { ListPagination } from '../../../components/data/list-pagination';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { useFormatters } from '../../../lib/use-formatters';
import { useAdminApplications } from '../api/get-admin-applications';
import { ApplicationFilters } from '../components/application-filters';
import { ApplicationsCards } from '../components/applications-cards';
import { ApplicationsTable } from '../components/applications-table';
import { useApplicationFilters } from '../components/use-application-filters';

/**
 * /admin/providers (Admin): doctor, nurse and ambulance applications by kind and status; pending ones
 * first, the longest waiting on top, those past the 24-hour promise marked overdue.
 */
export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const { filters, update } = useApplicationFilters();
  const applications = useAdminApplications(filters);
  const phone = useMediaQuery('(max-width: 48em)');
  const filtered = Boolean(filters.kind || filters.status);

  return (
    <Stack gap="md">
      <div>
        <Group gap="xs">
          <Title order={1} size="h2">
            {t('adminProviders.queue.title')}
          </Title>
          {applications.isFetching && !applications.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
        </Group>
        <Text size="sm" c="dimmed">
          {t('adminProviders.queue.promise', { hours: digits(REVIEW_PROMISE_HOURS) })}
        </Text>
      </div>
      <ApplicationFilters filters={filters} onChange={update} />

      {applications.isPending ? (
        <ListSkeleton />
      ) : applications.isError ? (
        <QueryError error={applications.error} onRetry={() => void applications.refetch()} />
      ) : applications.data.data.length === 0 ? (
        <EmptyState
          icon={<IconUserCheck aria-hidden />}
          title={filtered ? t('adminProviders.queue.emptyFiltered') : t('adminProviders.queue.empty')}
        />
      ) : (
        <>
          {phone ? (
            <ApplicationsCards applications={applications.data.data} />
          ) : (
            <ApplicationsTable applications={applications.data.data} />
          )}
          <ListPagination page={applications.data} onChange={(page) => update({ page: String(page) })} />
        </>
      )}
    </Stack>
  );
}
