import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminPrescription } from '@nirog/contracts';
import { Fact, InfoCard } from '../../../components/data/info-card';
import { PrescriptionStatusBadge } from './pharmacy-badges';
import { useFormatters } from '../../../lib/use-formatters';
import { localName } from '../../../lib/local-name';

/** What the patient asked for: days of medicine, medicines not wanted, the status and the pharmacist's note. */
export function PrescriptionRequest({ prescription }: { prescription: AdminPrescription }) {
  const { t } = useTranslation();
  const { digits, date } = useFormatters();
  return (
    <InfoCard title={t('adminPharmacy.prescription.request')}>
      <Fact label={t('adminPharmacy.prescription.dayFor')}>
        {t('adminPharmacy.days', { count: prescription.day_for, n: digits(prescription.day_for) })}
      </Fact>
      <Fact label={t('adminPharmacy.prescription.unnecessaryMedicine')}>
        {prescription.unnecessary_medicine ?? '—'}
      </Fact>
      <Fact label={t('adminPharmacy.prescription.status')}>
        <PrescriptionStatusBadge status={prescription.status} />
      </Fact>
      <Fact
        label={
          prescription.status === 'Declined'
            ? t('adminPharmacy.prescription.declineReason')
            : t('adminPharmacy.prescription.note')
        }
      >
        {prescription.note ?? '—'}
      </Fact>
      {prescription.reviewed_at && (
        <Fact label={t('adminPharmacy.prescription.reviewedAt')}>{date(prescription.reviewed_at)}</Fact>
      )}
    </InfoCard>
  );
}

/** Who uploaded it. */
export function PrescriptionCustomer({ customer }: { customer: AdminPrescription['customer'] }) {
  const { t } = useTranslation();
  return (
    <InfoCard title={t('adminPharmacy.prescription.customer')}>
      <Fact label={t('adminPharmacy.prescription.name')}>{customer.name}</Fact>
      <Fact label={t('adminPharmacy.prescription.email')}>{customer.email}</Fact>
      <Fact label={t('adminPharmacy.prescription.phone')}>{customer.phone ?? '—'}</Fact>
    </InfoCard>
  );
}

/** Where an order would go, and the fee for it. */
export function PrescriptionShipping({ prescription }: { prescription: AdminPrescription }) {
  const { t } = useTranslation();
  const { money, language } = useFormatters();
  const address = prescription.shipping_address;
  const placeName = (place: { name: string; bn_name: string }) => localName(place, language);
  return (
    <InfoCard title={t('adminPharmacy.prescription.shipping')}>
      {address ? (
        <>
          <Fact label={t('adminPharmacy.prescription.name')}>{address.name}</Fact>
          <Fact label={t('adminPharmacy.prescription.phone')}>{address.phone}</Fact>
          <Fact label={t('adminPharmacy.prescription.address')}>
            {[address.location, placeName(address.sub_district), placeName(address.district), address.post_code]
              .filter(Boolean)
              .join(', ')}
          </Fact>
          <Fact label={t('adminPharmacy.prescription.delivery')}>
            {t(`adminPharmacy.prescription.deliveryPlace.${address.effective_delivery}`, {
              defaultValue: address.effective_delivery,
            })}
          </Fact>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminPharmacy.prescription.noAddress')}
        </Text>
      )}
      <Fact label={t('adminPharmacy.prescription.shippingFee')}>{money(prescription.shipping_fee)}</Fact>
    </InfoCard>
  );
}
