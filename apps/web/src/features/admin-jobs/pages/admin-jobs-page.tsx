import { Badge, Group, Select } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { JOB_STATUSES, type JobStatus } from '@nirog/contracts';
import { AdminListPage } from '../../../components/data/admin-list-page';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useAdminJobs } from '../api/get-admin-jobs';
import { JobsCards } from '../components/jobs-cards';
import { JobsTable } from '../components/jobs-table';

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
  const filtered = Boolean(status || page > 1);

  const goTo = (next: number) => {
    update({ page: next > 1 ? String(next) : undefined });
    window.scrollTo({ top: 0 });
  };

  return (
    <AdminListPage
      title={t('adminJobs.title')}
      intro={t('adminJobs.intro')}
      filters={
        <>
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
        </>
      }
      query={jobs}
      onPageChange={goTo}
      empty={{
        icon: IconClockPlay,
        title: t('adminJobs.empty'),
        text: filtered ? t('adminJobs.emptyFilteredHint') : t('adminJobs.emptyHint'),
        action: filtered ? { label: t('adminJobs.showAll'), onClick: () => update({ status: undefined }) } : undefined,
      }}
      table={(rows) => <JobsTable jobs={rows} />}
      cards={(rows) => <JobsCards jobs={rows} />}
    />
  );
}
