import { useState } from 'react';
import { IconFileUpload, IconPrescription } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { Prescription } from '@nirog/contracts';
import { ListPage } from '../../../components/data/list-page';
import { ImageViewer } from '../../../components/ui/image-viewer';
import { formatNumber } from '../../../lib/digits';
import { paths } from '../../../lib/paths';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useLanguageStore } from '../../../stores/language';
import { useMyPrescriptions } from '../api/get-my-prescriptions';
import { PrescriptionCard } from '../components/prescription-card';

/** /profile/my-prescription: the user's uploads, 10 a page, each image opening the full-screen viewer. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const { params, update } = useListParams();
  const page = pageParam(params.get('page'));
  const prescriptions = useMyPrescriptions(page);
  const [viewing, setViewing] = useState<{ prescription: Prescription; index: number } | null>(null);

  return (
    <>
      <ListPage
        title={t('prescriptions.list.title')}
        paymentReturn
        primary={{ label: t('prescriptions.list.upload'), to: paths.profile.uploadPrescription, icon: IconFileUpload }}
        query={prescriptions}
        onPageChange={(p) => update({ page: String(p) })}
        empty={{
          icon: IconPrescription,
          title: t('prescriptions.list.empty.title'),
          text: t('prescriptions.list.empty.text'),
        }}
        card={(prescription) => (
          <PrescriptionCard prescription={prescription} onOpenImage={(index) => setViewing({ prescription, index })} />
        )}
      />
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
    </>
  );
}
