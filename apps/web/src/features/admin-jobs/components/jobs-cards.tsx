import { Card, Group, Stack, Text } from '@mantine/core';
import type { AdminJob } from '@nirog/contracts';
import { JobAttempts, JobError, JobStatusBadge, RetryJobButton, useJobKind } from './job-parts';
import { useJobTime } from './jobs-table';

/** The jobs on phones: one card per job. */
export function JobsCards({ jobs }: { jobs: AdminJob[] }) {
  const kind = useJobKind();
  const timeOf = useJobTime();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {jobs.map((job) => (
        <Card key={job.id} withBorder component="li" padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text fw={500}>{kind(job.kind)}</Text>
            <JobStatusBadge status={job.status} />
          </Group>
          <Group justify="space-between" mt="xs" gap="xs">
            <JobAttempts job={job} />
            <Text size="xs" c="dimmed">
              {timeOf(job)}
            </Text>
          </Group>
          <Stack gap="xs" mt={4}>
            <JobError job={job} />
            <div>
              <RetryJobButton job={job} />
            </div>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
