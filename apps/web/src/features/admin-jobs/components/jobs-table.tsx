import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminJob } from '@nirog/contracts';
import { formatDate } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { JobAttempts, JobError, JobStatusBadge, RetryJobButton, useJobKind } from './job-parts';

/** When a job happened last: finished, started, or (waiting) when it may run. */
export function useJobTime() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (job: AdminJob) => {
    if (job.finished_at) return t('adminJobs.time.finished', { time: formatDate(job.finished_at, language) });
    if (job.status === 'running' && job.started_at)
      return t('adminJobs.time.started', { time: formatDate(job.started_at, language) });
    return t('adminJobs.time.runAt', { time: formatDate(job.run_at, language) });
  };
}

/** The jobs on wide screens. */
export function JobsTable({ jobs }: { jobs: AdminJob[] }) {
  const { t } = useTranslation();
  const kind = useJobKind();
  const timeOf = useJobTime();
  const language = useLanguageStore((s) => s.language);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminJobs.columns.kind')}</Table.Th>
            <Table.Th>{t('adminJobs.columns.status')}</Table.Th>
            <Table.Th>{t('adminJobs.columns.attempts')}</Table.Th>
            <Table.Th>{t('adminJobs.columns.when')}</Table.Th>
            <Table.Th>{t('adminJobs.columns.error')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('adminJobs.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {kind(job.kind)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('adminJobs.queuedAt', { time: formatDate(job.created_at, language) })}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <JobStatusBadge status={job.status} />
              </Table.Td>
              <Table.Td>
                <JobAttempts job={job} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{timeOf(job)}</Text>
              </Table.Td>
              <Table.Td maw={320}>{job.last_error ? <JobError job={job} /> : '—'}</Table.Td>
              <Table.Td>
                <RetryJobButton job={job} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
