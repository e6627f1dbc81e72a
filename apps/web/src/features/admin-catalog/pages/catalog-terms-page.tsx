import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { CatalogTerm, CatalogTermKind } from '@nirog/contracts';
import { AdminListPage } from '../../../components/data/admin-list-page';
import { SearchField } from '../../../components/data/search-field';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useDeleteCatalogTerm } from '../api/delete-catalog-term';
import { useCatalogTerms } from '../api/get-catalog-terms';
import { TermModal } from '../components/term-modal';
import { TermsTable } from '../components/terms-table';
import { useDeleteAction } from '../components/use-delete-action';

/** /admin/catalog/{generics|brands|medicine-types}: one page for the three kinds of catalog terms. */
export function CatalogTermsPage({ kind }: { kind: CatalogTermKind }) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const search = params.get('search')?.trim() || undefined;
  const terms = useCatalogTerms(kind, { page: pageParam(params.get('page')), search });
  const remove = useDeleteCatalogTerm();
  const confirmDelete = useDeleteAction();
  const [editing, setEditing] = useState<CatalogTerm | 'new' | null>(null);
  const words = (key: string, options?: Record<string, string>) => t(`adminCatalog.terms.${kind}.${key}`, options);

  const askDelete = (term: CatalogTerm) =>
    confirmDelete({
      title: t('adminCatalog.terms.deleteTitle', { name: term.name }),
      body: t('adminCatalog.terms.deleteExplain'),
      run: () => remove.mutateAsync({ kind, id: term.id }),
    });

  return (
    <AdminListPage
      title={words('title')}
      intro={words('intro')}
      aside={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {words('new')}
        </Button>
      }
      filters={
        <SearchField
          label={t('adminCatalog.terms.search')}
          value={search}
          onSearch={(term) => update({ search: term })}
        />
      }
      query={terms}
      onPageChange={(page) => update({ page: String(page) })}
      empty={{ icon: IconSearch, title: search ? t('adminCatalog.terms.emptyFiltered') : words('empty') }}
      table={(rows) => <TermsTable kind={kind} terms={rows} onEdit={setEditing} onDelete={askDelete} />}
    >
      {editing && (
        <TermModal
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          term={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminListPage>
  );
}
