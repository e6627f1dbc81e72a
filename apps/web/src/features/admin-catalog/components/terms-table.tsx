import { ActionIcon, Group, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { CatalogTerm, CatalogTermKind } from '@nirog/contracts';
import { formatNumber } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { DeleteButton } from './delete-button';
import { hasBengaliName } from './term-modal';

/** Generics, brands or medicine types with their product counts. */
export function TermsTable({
  kind,
  terms,
  onEdit,
  onDelete,
}: {
  kind: CatalogTermKind;
  terms: CatalogTerm[];
  onEdit: (term: CatalogTerm) => void;
  onDelete: (term: CatalogTerm) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const bengali = hasBengaliName(kind);
  return (
    <Table.ScrollContainer minWidth={bengali ? 520 : 360}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`adminCatalog.terms.${kind}.name`)}</Table.Th>
            {bengali && <Table.Th>{t(`adminCatalog.terms.${kind}.bnName`)}</Table.Th>}
            <Table.Th>{t('adminCatalog.terms.products')}</Table.Th>
            <Table.Th>{t('adminCatalog.terms.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.map((term) => (
            <Table.Tr key={term.id}>
              <Table.Td fw={500}>{term.name}</Table.Td>
              {bengali && <Table.Td lang="bn">{term.bn_name ?? '—'}</Table.Td>}
              <Table.Td>{formatNumber(term.product_count, language)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('adminCatalog.actions.editNamed', { name: term.name })}
                    onClick={() => onEdit(term)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <DeleteButton
                    label={t('adminCatalog.actions.deleteNamed', { name: term.name })}
                    onClick={() => onDelete(term)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
