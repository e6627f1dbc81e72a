import { Checkbox, Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';

/** The services an India patient may ask for with the appointment (spec 2 "Booking forms"). */
export const INDIA_SERVICES = ['medical_visa', 'guide', 'transport'] as const;
/** Shown, not offered yet. */
export const INDIA_SERVICES_OFF = ['hotel', 'diagnostic', 'sergery'] as const;
export type IndiaService = (typeof INDIA_SERVICES)[number];

/**
 * The India form's extra services: the appointment itself fixed on; medical visa, guide and transport
 * selectable; hotel, diagnostic and surgery shown disabled.
 */
export function IndiaServices({
  values,
  onToggle,
}: {
  values: Record<IndiaService, boolean>;
  onToggle: (service: IndiaService, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('bookings.india.legend')} variant="filled" radius="md">
      <Text size="sm" c="dimmed" mb="sm">
        {t('bookings.india.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Checkbox label={t('bookings.india.services.appointment')} checked readOnly disabled />
        {INDIA_SERVICES.map((service) => (
          <Checkbox
            key={service}
            label={t(`bookings.india.services.${service}`)}
            checked={values[service]}
            onChange={(event) => onToggle(service, event.currentTarget.checked)}
          />
        ))}
        {INDIA_SERVICES_OFF.map((service) => (
          <Checkbox
            key={service}
            label={t(`bookings.india.services.${service}`)}
            description={t('bookings.india.soon')}
            checked={false}
            disabled
            readOnly
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
