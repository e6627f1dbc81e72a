import { useEffect } from 'react';
import { Alert, Anchor, Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDownload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import type { CatalogImport } from '@nirog/contracts';
import { QueryError } from '../../../components/data/query-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useDecideCatalogImport } from '../api/decide-catalog-import';
import { isImportFinished, isImportSettled, useCatalogImport } from '../api/get-catalog-import';
import { catalogKeys } from '../api/query-keys';
import { ImportErrorsTable } from './import-errors-table';
import { ImportStatusBadge } from './import-status-badge';

const COUNTS = ['created_count', 'updated_count', 'unchanged_count', 'skipped_count', 'bad_rows'] as const;

function Counts({ item }: { item: CatalogImport }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {COUNTS.map((key) => (
        <Card key={key} withBorder padding="xs">
          <Text size="xs" c="dimmed">
            {t(`adminCatalog.imports.counts.${key}`)}
          </Text>
          <Text fw={700} size="lg" c={key === 'bad_rows' && item[key] > 0 ? 'red.8' : undefined}>
            {formatNumber(item[key], language)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The dry run's outcome: nothing is written until staff confirm; cancel discards the file. */
function Decision({ item }: { item: CatalogImport }) {
  const { t } = useTranslation();
  const decide = useDecideCatalogImport();
  const act = (decision: 'confirm' | 'cancel') =>
    decide.mutate(
      { id: item.id, decision },
      {
        onSuccess: (answer) => notify('success', answer.message),
        onError: (error) => notify('error', errorMessage(error, t)),
      },
    );
  return (
    <Alert color="yellow" title={t('adminCatalog.imports.report.checkedTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('adminCatalog.imports.report.checkedText')}</Text>
        <Group gap="sm">
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => act('confirm')}
            loading={decide.isPending && decide.variables?.decision === 'confirm'}
            disabled={decide.isPending}
          >
            {t('adminCatalog.imports.report.confirm')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => act('cancel')}
            loading={decide.isPending && decide.variables?.decision === 'cancel'}
            disabled={decide.isPending}
          >
            {t('adminCatalog.imports.report.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * One import, asked for every second while it is checked or written: progress, counts, the dry run's
 * Confirm and Cancel, failure, the first bad rows and the download of all of them.
 */
export function ImportReport({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const queryClient = useQueryClient();
  const report = useCatalogImport(id);
  const finished = isImportFinished(report.data);
  const status = report.data?.status;

  // Once the check or the import ends, the history's row for it is out of date (it showed "0 / 0" while checking);
  // once the import is written, every catalog list may have changed too.
  useEffect(() => {
    if (!isImportSettled(report.data)) return;
    const lists = finished ? [catalogKeys.products(), [...catalogKeys.all, 'terms']] : [];
    for (const queryKey of [[...catalogKeys.imports(), 'list'], ...lists])
      void queryClient.invalidateQueries({ queryKey });
    // The status is what changes; report.data is read for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, finished, queryClient]);

  if (report.isPending) return <Skeleton h={160} radius="md" aria-label={t('common.loading')} />;
  if (report.isError) return <QueryError error={report.error} onRetry={() => void report.refetch()} />;

  const item = report.data;
  const n = (value: number) => formatNumber(value, language);
  const settled = finished || item.status === 'checked' || item.status === 'cancelled';
  const percent = item.total_rows > 0 ? Math.round((item.processed_rows / item.total_rows) * 100) : settled ? 100 : 0;

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
            {item.status === 'checking'
              ? t('adminCatalog.imports.report.checking')
              : item.total_rows > 0
                ? t('adminCatalog.imports.report.rows', { done: n(item.processed_rows), total: n(item.total_rows) })
                : t('adminCatalog.imports.report.reading')}
          </Text>
          <Progress
            value={percent}
            size="lg"
            color={item.status === 'failed' ? 'red' : undefined}
            animated={!settled}
            aria-label={t('adminCatalog.imports.report.progress')}
          />
        </div>
        <Counts item={item} />
        {item.ignored_columns.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('adminCatalog.imports.report.ignored', { columns: item.ignored_columns.join(', ') })}
          </Text>
        )}
        {item.status === 'checked' && <Decision item={item} />}
        {item.status === 'cancelled' && (
          <Alert color="gray" title={t('adminCatalog.imports.status.cancelled')}>
            {t('adminCatalog.imports.report.cancelled')}
          </Alert>
        )}
        {item.status === 'failed' && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('adminCatalog.imports.report.failed')}>
            {item.failure ?? t('errors.generic')}
          </Alert>
        )}
        {item.errors.length > 0 && <ImportErrorsTable errors={item.errors} total={item.error_count} />}
        {item.problems_csv && (
          <Anchor href={item.problems_csv} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {t('adminCatalog.imports.errors.download', { total: n(item.error_count) })}
            </Group>
          </Anchor>
        )}
        {item.finished_at && (
          <Text size="xs" c="dimmed">
            {t('adminCatalog.imports.report.finishedAt', { date: formatDate(item.finished_at, language) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
