import type { ReactNode } from 'react';
import { NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { DISCOUNT_MAX, PROVIDER_FEE_MAX } from '@nirog/contracts';

/** A number field's value: a number, or '' while empty. */
export type Amount = number | string;

export interface ServiceFees {
  appointment_service: boolean;
  chamber_name: string;
  chamber_location: string;
  appointment_fee: Amount;
  appointment_discount: Amount;
  audio_consultancy: boolean;
  audio_fee: Amount;
  audio_discount: Amount;
  video_consultancy: boolean;
  video_fee: Amount;
  video_discount: Amount;
}

export const blankServiceFees = (): ServiceFees => ({
  appointment_service: false,
  chamber_name: '',
  chamber_location: '',
  appointment_fee: '',
  appointment_discount: '',
  audio_consultancy: false,
  audio_fee: '',
  audio_discount: '',
  video_consultancy: false,
  video_fee: '',
  video_discount: '',
});

/** The wire body of the fees: toggles as booleans, empty numbers left out (the server then says "required"). */
export function serviceFeesBody(fees: ServiceFees) {
  const amount = (value: Amount) => (value === '' || value === null ? undefined : Number(value));
  const text = (value: string) => (value.trim() ? value : undefined);
  return {
    appointment_service: fees.appointment_service,
    chamber_name: text(fees.chamber_name),
    chamber_location: text(fees.chamber_location),
    appointment_fee: amount(fees.appointment_fee),
    appointment_discount: amount(fees.appointment_discount),
    audio_consultancy: fees.audio_consultancy,
    audio_fee: amount(fees.audio_fee),
    audio_discount: amount(fees.audio_discount),
    video_consultancy: fees.video_consultancy,
    video_fee: amount(fees.video_fee),
    video_discount: amount(fees.video_discount),
  };
}

export interface ServiceFeeFieldsProps {
  value: ServiceFees;
  onChange: (value: ServiceFees) => void;
  /** Errors by wire name (`appointment_service` when no service is on, `chamber_name`, `audio_fee` ...). */
  errors?: Record<string, ReactNode>;
}

const SERVICES = [
  { flag: 'appointment_service', fee: 'appointment_fee', discount: 'appointment_discount', key: 'appointment' },
  { flag: 'audio_consultancy', fee: 'audio_fee', discount: 'audio_discount', key: 'audio' },
  { flag: 'video_consultancy', fee: 'video_fee', discount: 'video_discount', key: 'video' },
] as const;

/**
 * The three services (in-person appointment, audio and video consultation), each a toggle whose fields appear
 * only when it is on: chamber name and location plus fee for the appointment, a fee for audio and video, and an
 * optional discount (0 to 99 percent) for each. At least one service is needed: the server's
 * `appointment_service` error shows above them.
 */
export function ServiceFeeFields({ value, onChange, errors = {} }: ServiceFeeFieldsProps) {
  const { t } = useTranslation();
  const set = <K extends keyof ServiceFees>(field: K, next: ServiceFees[K]) => onChange({ ...value, [field]: next });

  return (
    <Stack gap="sm">
      {errors.appointment_service && (
        <Text size="sm" c="red" role="alert">
          {errors.appointment_service}
        </Text>
      )}
      {SERVICES.map((service) => {
        const on = value[service.flag];
        return (
          <Paper key={service.key} withBorder radius="md" p="sm">
            <Switch
              size="md"
              label={t(`providerForms.services.${service.key}`)}
              checked={on}
              onChange={(event) => set(service.flag, event.currentTarget.checked)}
            />
            {on && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
                {service.key === 'appointment' && (
                  <>
                    <TextInput
                      label={t('providerForms.services.chamberName')}
                      required
                      value={value.chamber_name}
                      onChange={(event) => set('chamber_name', event.currentTarget.value)}
                      error={errors.chamber_name}
                    />
                    <TextInput
                      label={t('providerForms.services.chamberLocation')}
                      required
                      value={value.chamber_location}
                      onChange={(event) => set('chamber_location', event.currentTarget.value)}
                      error={errors.chamber_location}
                    />
                  </>
                )}
                <NumberInput
                  label={t(`providerForms.services.${service.key}Fee`)}
                  required
                  min={0}
                  max={PROVIDER_FEE_MAX}
                  allowNegative={false}
                  decimalScale={2}
                  leftSection={t('providerForms.services.tk')}
                  leftSectionWidth={40}
                  value={value[service.fee]}
                  onChange={(next) => set(service.fee, next)}
                  error={errors[service.fee]}
                />
                <NumberInput
                  label={t('providerForms.services.discount')}
                  min={0}
                  max={DISCOUNT_MAX}
                  allowNegative={false}
                  allowDecimal={false}
                  clampBehavior="strict"
                  rightSection="%"
                  value={value[service.discount]}
                  onChange={(next) => set(service.discount, next)}
                  error={errors[service.discount]}
                />
              </SimpleGrid>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
