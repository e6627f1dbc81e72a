import { Badge, Button, EmptyState, Group, Select, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClockPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type JobStatus } from '@nirog/contracts';
import { ListPagination } from '../../../components/data/list-pagination';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useAdminJobs } from '../api/get-admin-jobs';
import { JobsCards } from '../components/jobs-cards';
import { JobsTable } from '../components/jobs-table';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';

const isStatus = (value: string | null): value is JobStatus => JOB_STATUSES.includes(value as JobStatus);

/**
 * /admin/jobs (Admin): background jobs (mail, catalogue imports, payment reconciliation, the file
 * sweep) with their attempts and last error; a failed one can be run again. Refreshes itself.
 */
export function AdminJobsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const page = pageParam(params.get('page'));
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const jobs = useAdminJobs({ page, status });
  const phone = useMediaQuery('(max-width: 48em)');

  const goTo = (next: number) => {
    update({ page: next > 1 ? String(next) : undefined });
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="md">
      <AdminPageHeading
        title={t('adminJobs.title')}
        intro={t('adminJobs.intro')}
        busy={jobs.isFetching && !jobs.isPending}
      />

      {jobs.data && (
        <Group gap="xs" aria-label={t('adminJobs.countsLabel')} role="group">
          {JOB_STATUSES.filter((s) => s !== 'cancelled').map((s) => (
            <Badge key={s} variant="default" size="lg" tt="none">
              {t('adminJobs.count', { status: t(`adminJobs.status.${s}`), count: jobs.data.counts[s] ?? 0 })}
            </Badge>
          ))}
        </Group>
      )}

      <Select
        label={t('adminJobs.filter')}
        placeholder={t('adminJobs.allStatuses')}
        data={JOB_STATUSES.map((s) => ({ value: s, label: t(`adminJobs.status.${s}`) }))}
        value={status ?? null}
        onChange={(value) => update({ status: value ?? undefined })}
        clearable
        allowDeselect
        maw={280}
      />

      {jobs.isPending ? (
        <ListSkeleton />
      ) : jobs.isError ? (
        <QueryError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.data.length === 0 ? (
        <EmptyState
          icon={<IconClockPlay aria-hidden />}
          title={t('adminJobs.empty')}
          description={status || page > 1 ? t('adminJobs.emptyFilteredHint') : t('adminJobs.emptyHint')}
        >
          {(status || page > 1) && (
            <EmptyState.Actions>
              <Button variant="light" onClick={() => update({ status: undefined })}>
                {t('adminJobs.showAll')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      ) : (
        <>
          {phone ? <JobsCards jobs={jobs.data.data} /> : <JobsTable jobs={jobs.data.data} />}
          <ListPagination page={jobs.data} onChange={goTo} />
        </>
      )}
    </Stack>
  );
}
