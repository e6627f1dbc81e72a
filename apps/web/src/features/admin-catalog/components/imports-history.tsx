import { Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
  const language = useLanguageStore((s) => s.language);
  const imports = useCatalogImports(page);
  const n = (value: number) => formatNumber(value, language);

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
        {(rows) => (
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
                    <Table.Td style={{ wordBreak: 'break-all' }}>{item.file_name}</Table.Td>
                    <Table.Td>
                      <ImportStatusBadge status={item.status} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {n(item.processed_rows)} / {n(item.total_rows)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {t('adminCatalog.imports.history.summary', {
                          created: n(item.created_count),
                          updated: n(item.updated_count),
                          unchanged: n(item.unchanged_count),
                          skipped: n(item.skipped_count),
                          errors: n(item.error_count),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.created_by?.name ?? t('adminCatalog.imports.history.system')}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDate(item.created_at, language, 'D MMM YYYY, hh:mm A')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => onOpen(item.id)}
                        aria-label={t('adminCatalog.imports.history.openNamed', { name: item.file_name })}
                      >
                        {t('adminCatalog.imports.history.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedQueryView>
    </Stack>
  );
}
