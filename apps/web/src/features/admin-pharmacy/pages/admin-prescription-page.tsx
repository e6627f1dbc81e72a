import { useState } from 'react';
import { Alert, Anchor, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { isLivePrescriptionOrder } from '@nirog/contracts';
import { useTranslation } from '../../../i18n';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';
import { QueryError } from '../../../components/data/query-error';
import { useAdminPrescription } from '../api/get-admin-prescription';
import { OrderBuilder } from '../components/order-builder';
import { PrescriptionStatusBadge } from '../components/pharmacy-badges';
import { prescriptionsPath } from '../components/pharmacy-paths';
import { isSettled, PrescriptionActions } from '../components/prescription-actions';
import { PrescriptionHistory } from '../components/prescription-history';
import { PrescriptionImages } from '../components/prescription-images';
import { PrescriptionCustomer, PrescriptionRequest, PrescriptionShipping } from '../components/prescription-info';
import { LiveOrderAlert, PrescriptionOrders } from '../components/prescription-orders';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * /admin/prescriptions/:id: the images beside what the patient asked for, the orders placed with it and
 * where to deliver; the pharmacist reviews it, declines it, or builds the patient's order from it (not while
 * an order placed with it is live).
 */
export function AdminPrescriptionPage() {
  const { t } = useTranslation();
  const { digits, date } = useFormatters();
  const id = Number(useParams().id);
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const prescription = useAdminPrescription(id);
  const validId = Number.isInteger(id) && id > 0;
  const [building, setBuilding] = useState(false);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`${prescriptionsPath()}${listSearch}`} size="sm">
        <Group gap={6} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('adminPharmacy.prescription.back')}
        </Group>
      </Anchor>

      {!validId ? (
        <Alert color="yellow" role="alert">
          {t('adminPharmacy.prescription.notFound')}
        </Alert>
      ) : prescription.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={40} w="50%" />
          <Skeleton h={160} />
          <Skeleton h={220} />
        </Stack>
      ) : prescription.isError ? (
        <QueryError error={prescription.error} onRetry={() => void prescription.refetch()} />
      ) : (
        <>
          <AdminPageHeading
            title={t('adminPharmacy.prescriptions.number', { id: digits(prescription.data.id) })}
            badges={<PrescriptionStatusBadge status={prescription.data.status} />}
            intro={t('adminPharmacy.prescription.uploadedOn', { date: date(prescription.data.created_at) })}
          />
          {prescription.data.order && isLivePrescriptionOrder(prescription.data.order) && (
            <LiveOrderAlert order={prescription.data.order} />
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <PrescriptionImages images={prescription.data.beimages} />
                <PrescriptionActions
                  prescription={prescription.data}
                  builderOpen={building}
                  onBuild={() => setBuilding(true)}
                />
                {building && !isSettled(prescription.data.status) && (
                  <OrderBuilder prescription={prescription.data} onClose={() => setBuilding(false)} />
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <PrescriptionRequest prescription={prescription.data} />
                <PrescriptionOrders orders={prescription.data.orders} />
                <PrescriptionCustomer customer={prescription.data.customer} />
                <PrescriptionShipping prescription={prescription.data} />
              </Stack>
            </Grid.Col>
          </Grid>
          <PrescriptionHistory entries={prescription.data.history} />
        </>
      )}
    </Stack>
  );
}
