import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../lib/paths';

/** The address page, which brings the user back here after saving. */
export const ADD_ADDRESS_PATH = `${paths.profile.shippingAddress}?_reb=upload_prescription`;

/** Spec 1 section 5: no upload without a shipping address. */
export function ShippingAddressMissing() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" role="alert" title={t('prescriptions.upload.noAddressTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('prescriptions.upload.noAddressText')}</Text>
        <Button component={Link} to={ADD_ADDRESS_PATH} leftSection={<IconMapPinPlus size={16} aria-hidden="true" />}>
          {t('prescriptions.upload.addAddress')}
        </Button>
      </Stack>
    </Alert>
  );
}
