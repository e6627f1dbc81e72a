import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { ShippingAddress } from '@nirog/contracts';
import { countryName } from '../../../lib/country';
import { localizeDigits } from '../../../lib/digits';
import { useLanguageStore } from '../../../stores/language';
import { localName } from '../../../lib/local-name';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ wordBreak: 'break-word' }}>{value}</Text>
    </div>
  );
}

/** The saved address, read-only. */
export function ShippingAddressView({ address }: { address: ShippingAddress }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Stack gap="sm" aria-label={t('addresses.savedLabel')} role="group">
      <Group gap="xs">
        <Text fw={600}>{address.name}</Text>
        <Badge variant="light">{t(`addresses.delivery.${address.effective_delivery}`)}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label={t('addresses.fields.phone')} value={localizeDigits(address.phone, language)} />
        <Field label={t('addresses.fields.location')} value={address.location} />
        <Field label={t('addresses.fields.subDistrict')} value={localName(address.sub_district, language)} />
        <Field label={t('addresses.fields.district')} value={localName(address.district, language)} />
        <Field label={t('addresses.fields.country')} value={countryName(address.country, t)} />
        <Field
          label={t('addresses.fields.postCode')}
          value={address.post_code ? localizeDigits(address.post_code, language) : t('common.notSet')}
        />
      </SimpleGrid>
    </Stack>
  );
}
