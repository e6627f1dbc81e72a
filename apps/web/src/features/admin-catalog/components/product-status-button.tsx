import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminProductRow } from '@nirog/contracts';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUpdateAdminProductStatus } from '../api/update-admin-product-status';

/** Hides a product from the shop, or shows it again, after a yes/no question. */
export function ProductStatusButton({ product }: { product: Pick<AdminProductRow, 'id' | 'title' | 'active'> }) {
  const { t } = useTranslation();
  const status = useUpdateAdminProductStatus();
  const key = product.active ? 'deactivate' : 'reactivate';

  const ask = () =>
    confirmAction(t, {
      title: t(`adminCatalog.products.${key}.title`, { title: product.title }),
      body: t(`adminCatalog.products.${key}.explain`),
      confirm: t(`adminCatalog.products.${key}.confirm`),
      danger: product.active,
      onConfirm: () =>
        status.mutate(
          { id: product.id, active: !product.active },
          {
            onSuccess: (answer) => notify('success', answer.message),
            onError: (error) => notify('error', errorMessage(error, t)),
          },
        ),
    });

  return (
    <Button
      size="compact-sm"
      variant="light"
      color={product.active ? 'red' : 'teal'}
      onClick={ask}
      loading={status.isPending}
      aria-label={t(`adminCatalog.products.${key}.button`, { title: product.title })}
    >
      {t(`adminCatalog.products.${key}.short`)}
    </Button>
  );
}
