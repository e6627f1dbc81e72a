import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminApplicationSummary } from '@nirog/contracts';
import { CustomerCell } from '../../../components/data/customer-cell';
import { LIST_DATE, useFormatters } from '../../../lib/use-formatters';
import { ApplicationLink } from './application-link';
import { ApplicationStatusBadge, WaitingTime } from './review-badges';

/** The review queue on phones: one card per application, overdue ones edged in red. */
export function ApplicationsCards({ applications }: { applications: AdminApplicationSummary[] }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {applications.map((row) => (
        <Card
          key={row.id}
          withBorder
          component="li"
          padding="sm"
          data-overdue={row.overdue || undefined}
          style={row.overdue ? { borderInlineStart: '4px solid var(--mantine-color-red-7)' } : undefined}
        >
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <ApplicationLink application={row} />
                <Text size="sm">{t(`adminProviders.kind.${row.kind}`)}</Text>
              </div>
              <ApplicationStatusBadge status={row.status} />
            </Group>
            <CustomerCell customer={row.user} />
            <Text size="xs" c="dimmed">
              {row.submitted_at
                ? t('adminProviders.queue.submittedOn', { date: date(row.submitted_at, LIST_DATE) })
                : t('adminProviders.notSubmitted')}
            </Text>
            <WaitingTime application={row} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
