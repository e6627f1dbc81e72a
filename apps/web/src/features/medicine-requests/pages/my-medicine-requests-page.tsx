import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPill, IconPlus } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { PaymentReturnAlert } from '../../../components/payments/payment-return-alert';
import { paths } from '../../../lib/paths';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyMedicineRequests } from '../api/get-my-medicine-requests';
import { MedicineRequestsCards } from '../components/medicine-requests-cards';
import { MedicineRequestsTable } from '../components/medicine-requests-table';

/** /profile/my-medicine-requests: the user's requests, 10 a page (cards on phones), with 'Click to View' once one is Ready. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('medicineRequests.list.title'));
  const { params, update } = useListParams();
  const page = pageParam(params.get('page'));
  const requests = useMyMedicineRequests(page);
  const phone = useMediaQuery('(max-width: 48em)');

  const sendNew = (
    <Button component={Link} to={paths.profile.medicineRequest} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      {t('medicineRequests.list.new')}
    </Button>
  );

  return (
    <Stack gap="md">
      <PaymentReturnAlert />
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {t('medicineRequests.list.title')}
        </Title>
        {requests.data && requests.data.data.length > 0 && sendNew}
      </Group>
      <PagedQueryView
        query={requests}
        skeletonRows={5}
        onPageChange={(p) => update({ page: String(p) })}
        empty={
          <EmptyState
            icon={<IconPill size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
            title={t('medicineRequests.list.empty.title')}
            text={t('medicineRequests.list.empty.text')}
            action={sendNew}
          />
        }
      >
        {(items) => (phone ? <MedicineRequestsCards requests={items} /> : <MedicineRequestsTable requests={items} />)}
      </PagedQueryView>
    </Stack>
  );
}
