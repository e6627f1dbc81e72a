import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLanguageStore } from '../../../stores/language';
import { useShippingAddress } from '../api/get-shipping-address';
import { ADD_ADDRESS_PATH, ShippingAddressMissing } from '../components/shipping-address-missing';
import { UploadPrescriptionForm } from '../components/upload-prescription-form';

/** /profile/upload-prescription: the upload form once the user has a shipping address to deliver to. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('prescriptions.upload.title'));
  const language = useLanguageStore((s) => s.language);
  const shipping = useShippingAddress();
  const address = shipping.data?.shipping_address;
  const district = address && (language === 'bn' ? address.district.bn_name : address.district.name);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={1} size="h3" mb={4}>
        {t('prescriptions.upload.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('prescriptions.upload.intro')}
      </Text>
      {shipping.isPending ? (
        <ListSkeleton rows={4} />
      ) : shipping.isError ? (
        <QueryError error={shipping.error} onRetry={() => void shipping.refetch()} />
      ) : !address ? (
        <ShippingAddressMissing />
      ) : (
        <>
          <Group gap="xs" mb="md">
            <Text size="sm">
              {t('prescriptions.upload.deliverTo', { name: address.name, place: `${address.location}, ${district}` })}
            </Text>
            <Anchor component={Link} to={ADD_ADDRESS_PATH} size="sm">
              {t('prescriptions.upload.changeAddress')}
            </Anchor>
          </Group>
          <UploadPrescriptionForm />
        </>
      )}
    </Card>
  );
}
