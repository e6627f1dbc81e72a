import { Anchor, Button, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminMedicineRequest } from '@nirog/contracts';
import { paths } from '../../../lib/paths';

/** The product a Ready request points to, opening the shop's page in a new tab. */
export function RequestProduct({ product }: { product: AdminMedicineRequest['product'] }) {
  const { t } = useTranslation();
  if (!product)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Anchor href={paths.product(product.slug)} target="_blank" rel="noopener" size="sm">
      {product.title}
      <VisuallyHidden> ({t('adminPharmacy.requests.newTab')})</VisuallyHidden>
    </Anchor>
  );
}

/** The pharmacist's note (the reason when declined), or a dash. */
export function RequestNote({ note }: { note: string | null }) {
  return (
    <Text size="sm" c={note ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {note ?? '—'}
    </Text>
  );
}

export function UpdateRequestButton({ request, onClick }: { request: AdminMedicineRequest; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconEdit size={14} aria-hidden />}
      onClick={onClick}
      aria-label={t('adminPharmacy.requests.updateOf', { name: request.name })}
    >
      {t('adminPharmacy.requests.update')}
    </Button>
  );
}
