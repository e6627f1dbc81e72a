import { ActionIcon, Avatar, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCategory, IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminCategory } from '@nirog/contracts';
import { formatNumber } from '../../../lib/format';
import { storageUrl } from '../../../lib/media';
import { useLanguageStore } from '../../../stores/language';
import { ActiveBadge } from './product-parts';
import { DeleteButton } from './delete-button';

/** Every category with its logo, names, order, status and product count. */
export function CategoriesTable({
  categories,
  onEdit,
  onDelete,
}: {
  categories: AdminCategory[];
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('adminCatalog.categories.columns.logo')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('adminCatalog.categories.columns.name')}</Table.Th>
            <Table.Th>{t('adminCatalog.categories.columns.sort')}</Table.Th>
            <Table.Th>{t('adminCatalog.categories.columns.status')}</Table.Th>
            <Table.Th>{t('adminCatalog.categories.columns.products')}</Table.Th>
            <Table.Th>{t('adminCatalog.categories.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category.id}>
              <Table.Td w={56}>
                <Avatar src={storageUrl(category.logo)} alt="" radius="sm" color="teal" variant="light">
                  <IconCategory size={18} aria-hidden />
                </Avatar>
              </Table.Td>
              <Table.Td>
                <Text fw={500}>{category.name}</Text>
                <Text size="sm" c="dimmed" lang="bn">
                  {category.bn_name}
                </Text>
              </Table.Td>
              <Table.Td>{formatNumber(category.sort, language)}</Table.Td>
              <Table.Td>
                <ActiveBadge active={category.active} />
              </Table.Td>
              <Table.Td>{formatNumber(category.product_count, language)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('adminCatalog.actions.editNamed', { name: category.name })}
                    onClick={() => onEdit(category)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <DeleteButton
                    label={t('adminCatalog.actions.deleteNamed', { name: category.name })}
                    blockedHint={category.product_count > 0 ? t('adminCatalog.categories.deleteBlocked') : undefined}
                    onClick={() => onDelete(category)}
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
