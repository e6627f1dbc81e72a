import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileUpload, IconPrescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Prescription } from '@nirog/contracts';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { PaymentReturnAlert } from '../../../components/payments/payment-return-alert';
import { ImageViewer } from '../../../components/ui/image-viewer';
import { formatNumber } from '../../../lib/digits';
import { paths } from '../../../lib/paths';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLanguageStore } from '../../../stores/language';
import { useMyPrescriptions } from '../api/get-my-prescriptions';
import { PrescriptionCard } from '../components/prescription-card';

/** /profile/my-prescription: the user's uploads, 10 a page, each image opening the full-screen viewer. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('prescriptions.list.title'));
  const language = useLanguageStore((s) => s.language);
  const { params, update } = useListParams();
  const page = pageParam(params.get('page'));
  const prescriptions = useMyPrescriptions(page);
  const [viewing, setViewing] = useState<{ prescription: Prescription; index: number } | null>(null);

  const upload = (
    <Button
      component={Link}
      to={paths.profile.uploadPrescription}
      leftSection={<IconFileUpload size={16} aria-hidden="true" />}
    >
      {t('prescriptions.list.upload')}
    </Button>
  );

  return (
    <Stack gap="md">
      <PaymentReturnAlert />
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {t('prescriptions.list.title')}
        </Title>
        {prescriptions.data && prescriptions.data.data.length > 0 && upload}
      </Group>
      <PagedQueryView
        query={prescriptions}
        skeletonRows={4}
        onPageChange={(p) => update({ page: String(p) })}
        empty={
          <EmptyState
            icon={<IconPrescription size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
            title={t('prescriptions.list.empty.title')}
            text={t('prescriptions.list.empty.text')}
            action={upload}
          />
        }
      >
        {(items) => (
          <Stack gap="md">
            {items.map((prescription) => (
              <PrescriptionCard
                key={prescription.id}
                prescription={prescription}
                onOpenImage={(index) => setViewing({ prescription, index })}
              />
            ))}
          </Stack>
        )}
      </PagedQueryView>
      <ImageViewer
        images={
          viewing?.prescription.beimages.map((image, i) => ({
            src: image.image,
            alt: t('prescriptions.list.imageAlt', {
              n: formatNumber(i + 1, language),
              id: formatNumber(viewing.prescription.id, language).replace(/,/g, ''),
            }),
          })) ?? []
        }
        openIndex={viewing?.index ?? null}
        onClose={() => setViewing(null)}
      />
    </Stack>
  );
}
