import { Grid, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { ImportColumns } from '../components/import-columns';
import { ImportReport } from '../components/import-report';
import { ImportUpload } from '../components/import-upload';
import { ImportsHistory } from '../components/imports-history';

/**
 * /admin/catalog/imports: upload a CSV of products, follow its progress, read the rows it refused,
 * and look back at earlier imports. The import on screen is in the address (`?import=`).
 */
export function CatalogImportsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const shown = Number(params.get('import'));
  const open = (id: number) => {
    update({ import: String(id), page: params.get('page') ?? undefined });
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="md">
      <AdminPageHeading title={t('adminCatalog.imports.title')} intro={t('adminCatalog.imports.intro')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            <ImportUpload onQueued={open} />
            {Number.isInteger(shown) && shown > 0 && <ImportReport key={shown} id={shown} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ImportColumns />
        </Grid.Col>
      </Grid>
      <ImportsHistory
        page={pageParam(params.get('page'))}
        onPage={(page) => update({ page: String(page) })}
        onOpen={open}
      />
    </Stack>
  );
}
