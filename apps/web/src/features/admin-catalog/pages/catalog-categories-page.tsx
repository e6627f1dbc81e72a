import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminCategory } from '@nirog/contracts';
import { AdminListPage } from '../../../components/data/admin-list-page';
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
    <AdminListPage
      title={t('adminCatalog.categories.title')}
      intro={t('adminCatalog.categories.intro')}
      aside={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('adminCatalog.categories.new')}
        </Button>
      }
      query={categories}
      empty={{ icon: IconCategory, title: t('adminCatalog.categories.empty') }}
      table={(rows) => <CategoriesTable categories={rows} onEdit={setEditing} onDelete={askDelete} />}
    >
      {editing && (
        <CategoryModal
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminListPage>
  );
}
