import { Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CatalogImport } from '@nirog/contracts';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { useCatalogImports } from '../api/get-catalog-imports';
import { ImportStatusBadge } from './import-status-badge';

/** Earlier imports, newest first; any of them can be opened for its report. */
export function ImportsHistory({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const imports = useCatalogImports(page);
  const phone = useMediaQuery('(max-width: 48em)');

  return (
    <Stack gap="sm" component="section" aria-labelledby="imports-history-title">
      <Title order={2} size="h4" id="imports-history-title">
        {t('adminCatalog.imports.history.title')}
      </Title>
      <PagedQueryView
        query={imports}
        onPageChange={onPage}
        skeletonRows={3}
        empty={<EmptyState icon={<IconHistory aria-hidden />} title={t('adminCatalog.imports.history.empty')} />}
      >
        {(rows) => (phone ? <ImportCards rows={rows} onOpen={onOpen} /> : <ImportTable rows={rows} onOpen={onOpen} />)}
      </PagedQueryView>
    </Stack>
  );
}

interface RowsProps {
  rows: CatalogImport[];
  onOpen: (id: number) => void;
}

function ImportTable({ rows, onOpen }: RowsProps) {
  const { t } = useTranslation();
  const n = useNumber();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby="imports-history-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCatalog.imports.history.file')}</Table.Th>
            <Table.Th>{t('adminCatalog.imports.history.status')}</Table.Th>
            <Table.Th>{t('adminCatalog.imports.history.rows')}</Table.Th>
            <Table.Th>{t('adminCatalog.imports.history.result')}</Table.Th>
            <Table.Th>{t('adminCatalog.imports.history.by')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('adminCatalog.imports.history.open')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td style={{ minWidth: 140, overflowWrap: 'anywhere' }}>{item.file_name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <ImportStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {n(item.processed_rows)} / {n(item.total_rows)}
              </Table.Td>
              <Table.Td>
                <ImportSummary item={item} />
              </Table.Td>
              <Table.Td>
                <ImportedBy item={item} />
              </Table.Td>
              <Table.Td>
                <OpenButton item={item} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The history on a phone: one card per import, nothing to scroll sideways. */
function ImportCards({ rows, onOpen }: RowsProps) {
  const { t } = useTranslation();
  const n = useNumber();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="imports-history-title">
      {rows.map((item) => (
        <Card key={item.id} withBorder component="li" padding="sm">
          <Stack gap={6}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.file_name}
            </Text>
            <div>
              <ImportStatusBadge status={item.status} />
            </div>
            <Text size="sm">
              {t('adminCatalog.imports.history.rows')}: {n(item.processed_rows)} / {n(item.total_rows)}
            </Text>
            <ImportSummary item={item} />
            <Group justify="space-between" align="flex-end" gap="xs">
              <div>
                <ImportedBy item={item} />
              </div>
              <OpenButton item={item} onOpen={onOpen} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function useNumber() {
  const language = useLanguageStore((s) => s.language);
  return (value: number) => formatNumber(value, language);
}

function ImportSummary({ item }: { item: CatalogImport }) {
  const { t } = useTranslation();
  const n = useNumber();
  return (
    <Text size="sm">
      {t('adminCatalog.imports.history.summary', {
        created: n(item.created_count),
        updated: n(item.updated_count),
        unchanged: n(item.unchanged_count),
        skipped: n(item.skipped_count),
        errors: n(item.error_count),
      })}
    </Text>
  );
}

function ImportedBy({ item }: { item: CatalogImport }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <>
      <Text size="sm">{item.created_by?.name ?? t('adminCatalog.imports.history.system')}</Text>
      <Text size="xs" c="dimmed">
        {formatDate(item.created_at, language, 'D MMM YYYY, hh:mm A')}
      </Text>
    </>
  );
}

function OpenButton({ item, onOpen }: { item: CatalogImport; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => onOpen(item.id)}
      aria-label={t('adminCatalog.imports.history.openNamed', { name: item.file_name })}
    >
      {t('adminCatalog.imports.history.open')}
    </Button>
  );
}
