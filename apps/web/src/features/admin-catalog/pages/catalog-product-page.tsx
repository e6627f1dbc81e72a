import { Alert, Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';
import { QueryError } from '../../../components/data/query-error';
import { useAdminProduct } from '../api/get-admin-product';
import { catalogPath } from '../components/catalog-paths';
import { ActiveBadge } from '../components/product-parts';
import { ProductForm } from '../components/product-form';
import { ProductImages } from '../components/product-images';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={catalogPath()} size="sm">
      <Group gap={6} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('adminCatalog.form.back')}
      </Group>
    </Anchor>
  );
}

/** /admin/catalog/products/new: a new product; its pictures are added once it is saved. */
export function CatalogNewProductPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1100}>
      <BackLink />
      <AdminPageHeading title={t('adminCatalog.form.newTitle')} intro={t('adminCatalog.form.newIntro')} />
      <ProductForm />
    </Stack>
  );
}

/** /admin/catalog/products/:id: the product's fields and pictures. */
export function CatalogProductPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const product = useAdminProduct(id);
  const validId = Number.isInteger(id) && id > 0;

  return (
    <Stack gap="md" maw={1100}>
      <BackLink />
      {!validId ? (
        <Alert color="yellow" role="alert">
          {t('adminCatalog.form.notFound')}
        </Alert>
      ) : product.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={36} w="50%" />
          <Skeleton h={240} />
          <Skeleton h={160} />
        </Stack>
      ) : product.isError ? (
        <QueryError error={product.error} onRetry={() => void product.refetch()} />
      ) : (
        <>
          <AdminPageHeading
            title={product.data.power ? `${product.data.title} ${product.data.power}` : product.data.title}
            badges={<ActiveBadge active={product.data.active} />}
          />
          <ProductForm key={product.data.id} product={product.data} />
          <ProductImages product={product.data} />
        </>
      )}
    </Stack>
  );
}
