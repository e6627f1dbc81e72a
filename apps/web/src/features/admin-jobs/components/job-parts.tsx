import { Badge, Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminJob, JobStatus } from '@nirog/contracts';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useRetryAdminJob } from '../api/retry-admin-job';

const STATUS_COLORS: Record<JobStatus, string> = {
  queued: 'gray',
  retrying: 'yellow',
  running: 'blue',
  failed: 'red',
  completed: 'teal',
  cancelled: 'gray',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    // Dark text on the status's light tint: readable (WCAG AA) whatever the colour.
    <Badge color={STATUS_COLORS[status]} variant="light" c="dark.7">
      {t(`adminJobs.status.${status}`)}
    </Badge>
  );
}

/** The kind's name in the reader's language; a kind the web does not know yet shows its own name. */
export function useJobKind() {
  const { t } = useTranslation();
  return (kind: string) => t(`adminJobs.kinds.${kind}`, { defaultValue: kind });
}

/** Attempts made out of those allowed, e.g. "2 of 13". */
export function JobAttempts({ job }: { job: AdminJob }) {
  const { t } = useTranslation();
  return <Text size="sm">{t('adminJobs.attempts', { count: job.attempts, max: job.max_attempts })}</Text>;
}

/** The last error of a retrying or failed job. */
export function JobError({ job }: { job: AdminJob }) {
  if (!job.last_error) return null;
  return (
    <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
      {job.last_error}
    </Text>
  );
}

/** Runs a failed job again (Admin). */
export function RetryJobButton({ job }: { job: AdminJob }) {
  const { t } = useTranslation();
  const kind = useJobKind();
  const retry = useRetryAdminJob();
  if (job.status !== 'failed') return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRefresh size={14} aria-hidden />}
      loading={retry.isPending}
      aria-label={t('adminJobs.retryLabel', { kind: kind(job.kind) })}
      onClick={() =>
        retry.mutate(job.id, {
          onSuccess: (answer) => notify('success', answer.message),
          onError: (error) => notify('error', errorMessage(error, t)),
        })
      }
    >
      {t('adminJobs.retry')}
    </Button>
  );
}
