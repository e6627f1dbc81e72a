import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { ShippingAddress } from '@nirog/contracts';
import { QueryError } from '../../../components/data/query-error';
import { countryName } from '../../../lib/country';
import { paths } from '../../../lib/paths';
import { useLanguageStore } from '../../../stores/language';
import { localName } from '../../../lib/local-name';

/** The address page, which brings the user back to checkout after saving. */
export const EDIT_ADDRESS_FROM_CHECKOUT = `${paths.profile.shippingAddress}?_reb=checkout`;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Checkout's shipping information: name, effective delivery, country, district and sub district with an Edit
 * link, or a prompt to add an address (both open the address page with `?_reb=checkout`).
 */
export function ShippingInfo({
  address,
  loading,
  error,
  onRetry,
}: {
  address: ShippingAddress | null;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const local = (place: { name: string; bn_name: string }) => localName(place, language);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="checkout-shipping">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id="checkout-shipping">
          {t('checkout.shipping')}
        </Title>
        {address && (
          <Anchor component={Link} to={EDIT_ADDRESS_FROM_CHECKOUT} size="sm" fw={600}>
            {t('checkout.edit')}
          </Anchor>
        )}
      </Group>
      {loading ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('checkout.loadingAddress')}>
          <Skeleton h={18} w="60%" />
          <Skeleton h={18} w="40%" />
          <Skeleton h={18} w="70%" />
        </Stack>
      ) : error && !address ? (
        <QueryError error={error} onRetry={onRetry} />
      ) : address ? (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
          <Field label={t('checkout.name')} value={address.name} />
          <Field
            label={t('checkout.effectiveDelivery')}
            value={t(`checkout.deliveryPlace.${address.effective_delivery}`)}
          />
          <Field label={t('checkout.country')} value={countryName(address.country, t)} />
          <Field label={t('checkout.district')} value={local(address.district)} />
          <Field label={t('checkout.subDistrict')} value={local(address.sub_district)} />
        </SimpleGrid>
      ) : (
        <Alert color="yellow" icon={<IconMapPin aria-hidden="true" />} title={t('checkout.noAddressTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('checkout.noAddressText')}</Text>
            <Button component={Link} to={EDIT_ADDRESS_FROM_CHECKOUT} size="xs">
              {t('checkout.addAddress')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Paper>
  );
}
