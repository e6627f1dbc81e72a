import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { CatalogImportRowError } from '@nirog/contracts';
import { formatNumber } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';

/** The rows the import could not take: line in the file, column and reason. */
export function ImportErrorsTable({ errors, total }: { errors: CatalogImportRowError[]; total: number }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const n = (value: number) => formatNumber(value, language);
  return (
    <div>
      <Text fw={600} size="sm" id="import-errors-title">
        {t('adminCatalog.imports.errors.title')}
      </Text>
      {total > errors.length && (
        <Text size="xs" c="dimmed">
          {t('adminCatalog.imports.errors.firstOnly', { shown: n(errors.length), total: n(total) })}
        </Text>
      )}
      {/* Narrow enough for a 360 px phone: the problem wraps instead of hiding behind a horizontal scroll. */}
      <Table.ScrollContainer minWidth={260} mah={360}>
        <Table striped verticalSpacing={4} aria-labelledby="import-errors-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminCatalog.imports.errors.line')}</Table.Th>
              <Table.Th>{t('adminCatalog.imports.errors.column')}</Table.Th>
              <Table.Th>{t('adminCatalog.imports.errors.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error, index) => (
              <Table.Tr key={`${error.line}-${error.column ?? ''}-${index}`}>
                <Table.Td>{n(error.line)}</Table.Td>
                <Table.Td>{error.column ?? '—'}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
