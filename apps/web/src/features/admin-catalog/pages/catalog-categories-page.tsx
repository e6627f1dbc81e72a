import { useState } from 'react';
import { Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@nirog/contracts';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { useDeleteAdminCategory } from '../api/delete-admin-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { CategoriesTable } from '../components/categories-table';
import { CategoryModal } from '../components/category-modal';
import { useDeleteAction } from '../components/use-delete-action';

/** /admin/catalog/categories: the shop's categories, in shop order. */
export function CatalogCategoriesPage() {
  const { t } = useTranslation();
  const categories = useAdminCategories();
  const remove = useDeleteAdminCategory();
  const confirmDelete = useDeleteAction();
  // null: the modal is closed; 'new' or a category: it is open for that.
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);

  const askDelete = (category: AdminCategory) =>
    confirmDelete({
      title: t('adminCatalog.categories.deleteTitle', { name: category.name }),
      body: t('adminCatalog.categories.deleteExplain'),
      run: () => remove.mutateAsync({ id: category.id }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            {t('adminCatalog.categories.title')}
          </Title>
          <Text c="dimmed">{t('adminCatalog.categories.intro')}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('adminCatalog.categories.new')}
        </Button>
      </Group>

      {categories.isPending ? (
        <ListSkeleton />
      ) : categories.isError ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState icon={<IconCategory aria-hidden />} title={t('adminCatalog.categories.empty')} />
      ) : (
        <CategoriesTable categories={categories.data} onEdit={setEditing} onDelete={askDelete} />
      )}

      {editing && (
        <CategoryModal
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
