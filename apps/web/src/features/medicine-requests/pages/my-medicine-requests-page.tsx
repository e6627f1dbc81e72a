import { IconPill, IconPlus } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n';
import { ListPage } from '../../../components/data/list-page';
import { paths } from '../../../lib/paths';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useMyMedicineRequests } from '../api/get-my-medicine-requests';
import { MedicineRequestsCards } from '../components/medicine-requests-cards';
import { MedicineRequestsTable } from '../components/medicine-requests-table';

/** /profile/my-medicine-requests: the user's requests, 10 a page (cards on phones), with 'Click to View' once one is Ready. */
export function Component() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const page = pageParam(params.get('page'));
  const requests = useMyMedicineRequests(page);
  const phone = useMediaQuery('(max-width: 48em)');

  return (
    <ListPage
      title={t('medicineRequests.list.title')}
      paymentReturn
      primary={{ label: t('medicineRequests.list.new'), to: paths.profile.medicineRequest, icon: IconPlus }}
      query={requests}
      skeletonRows={5}
      onPageChange={(p) => update({ page: String(p) })}
      empty={{
        icon: IconPill,
        title: t('medicineRequests.list.empty.title'),
        text: t('medicineRequests.list.empty.text'),
      }}
      rows={(items) =>
        phone ? <MedicineRequestsCards requests={items} /> : <MedicineRequestsTable requests={items} />
      }
    />
  );
}
