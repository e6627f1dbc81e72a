import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminApplicationSummary, ProviderStatus } from '@nirog/contracts';
import { useFormatters } from '../../../lib/use-formatters';

const STATUS_COLORS: Record<ProviderStatus, string> = {
  draft: 'gray',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  suspended: 'orange',
};

export function ApplicationStatusBadge({ status }: { status: ProviderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
      {t(`adminProviders.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/**
 * How long a pending application has waited, against the promise of a review within 24 hours: an
 * overdue one says so in red (with an icon, not by colour alone).
 */
export function WaitingTime({
  application,
}: {
  application: Pick<AdminApplicationSummary, 'waiting_hours' | 'overdue'>;
}) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  if (application.waiting_hours === null) return null;
  const hours = Math.floor(application.waiting_hours);
  const text =
    hours < 1
      ? t('adminProviders.waiting.underAnHour')
      : hours < 48
        ? t('adminProviders.waiting.hours', { count: hours, n: digits(hours) })
        : t('adminProviders.waiting.days', {
            count: Math.floor(hours / 24),
            n: digits(Math.floor(hours / 24)),
            h: digits(hours % 24),
          });
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={application.overdue ? 'red.8' : undefined} fw={application.overdue ? 600 : undefined}>
        {text}
      </Text>
      {application.overdue && (
        <Badge color="red" variant="filled" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
          {t('adminProviders.waiting.overdue')}
        </Badge>
      )}
    </Group>
  );
}
