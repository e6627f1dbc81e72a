import { useEffect } from 'react';
import { Alert, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CatalogImport } from '@nirog/contracts';
import { QueryError } from '../../../components/data/query-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { isImportFinished, useCatalogImport } from '../api/get-catalog-import';
import { catalogKeys } from '../api/query-keys';
import { ImportErrorsTable } from './import-errors-table';
import { ImportStatusBadge } from './import-status-badge';

const COUNTS = ['created_count', 'updated_count', 'unchanged_count', 'error_count'] as const;

function Counts({ item }: { item: CatalogImport }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {COUNTS.map((key) => (
        <Card key={key} withBorder padding="xs">
          <Text size="xs" c="dimmed">
            {t(`adminCatalog.imports.counts.${key}`)}
          </Text>
          <Text fw={700} size="lg" c={key === 'error_count' && item[key] > 0 ? 'red' : undefined}>
            {formatNumber(item[key], language)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** One import, asked for every second while it runs: progress, counts, failure and the bad rows. */
export function ImportReport({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const queryClient = useQueryClient();
  const report = useCatalogImport(id);
  const finished = isImportFinished(report.data);

  // Once it ends, the history and every catalog list may have changed.
  useEffect(() => {
    if (!finished) return;
    for (const queryKey of [[...catalogKeys.imports(), 'list'], catalogKeys.products(), [...catalogKeys.all, 'terms']])
      void queryClient.invalidateQueries({ queryKey });
  }, [finished, queryClient]);

  if (report.isPending) return <Skeleton h={160} radius="md" aria-label={t('common.loading')} />;
  if (report.isError) return <QueryError error={report.error} onRetry={() => void report.refetch()} />;

  const item = report.data;
  const n = (value: number) => formatNumber(value, language);
  const percent = item.total_rows > 0 ? Math.round((item.processed_rows / item.total_rows) * 100) : finished ? 100 : 0;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="import-report-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="import-report-title" style={{ wordBreak: 'break-all' }}>
            {item.file_name}
          </Title>
          <ImportStatusBadge status={item.status} />
        </Group>
        <div>
          <Text size="sm" aria-live="polite">
            {item.total_rows > 0
              ? t('adminCatalog.imports.report.rows', { done: n(item.processed_rows), total: n(item.total_rows) })
              : t('adminCatalog.imports.report.reading')}
          </Text>
          <Progress
            value={percent}
            size="lg"
            color={item.status === 'failed' ? 'red' : undefined}
            animated={!finished}
            aria-label={t('adminCatalog.imports.report.progress')}
          />
        </div>
        <Counts item={item} />
        {item.status === 'failed' && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('adminCatalog.imports.report.failed')}>
            {item.failure ?? t('errors.generic')}
          </Alert>
        )}
        {item.errors.length > 0 && <ImportErrorsTable errors={item.errors} total={item.error_count} />}
        {item.finished_at && (
          <Text size="xs" c="dimmed">
            {t('adminCatalog.imports.report.finishedAt', { date: formatDate(item.finished_at, language) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
