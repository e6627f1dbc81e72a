import type { ReactNode } from 'react';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n';
import type { PublicSettings } from '@nirog/contracts';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUpdateAdminSettings } from '../api/update-admin-settings';
import { SETTING_KEYS, changedSettings, isBlank, toFormValues, type SettingsFormValues } from './settings-values';

/** A titled group of settings (a fieldset, so each input is announced with its group). */
function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={
        <Text component="span" fw={600}>
          {title}
        </Text>
      }
      style={{ minWidth: 0 }}
    >
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}

/** The marketplace settings, edited together and saved with one PUT of the changed values. */
export function SettingsForm({ settings }: { settings: PublicSettings }) {
  const { t } = useTranslation();
  const update = useUpdateAdminSettings();
  const form = useForm<SettingsFormValues>({
    initialValues: toFormValues(settings),
    validate: Object.fromEntries(
      SETTING_KEYS.map((key) => [
        key,
        (value: number | string) => (isBlank(key, value) ? t('admin.settings.required') : null),
      ]),
    ),
  });

  const label = (key: (typeof SETTING_KEYS)[number]) => t(`admin.settings.fields.${key}.label`);
  const hint = (key: (typeof SETTING_KEYS)[number]) => t(`admin.settings.fields.${key}.hint`);
  const text = (key: (typeof SETTING_KEYS)[number], props: { type?: string; inputMode?: 'tel' | 'email' } = {}) => (
    <TextInput
      label={label(key)}
      description={hint(key)}
      required={key !== 'referral_banner'}
      {...props}
      {...form.getInputProps(key)}
    />
  );
  const money = (key: 'shipping_fee_inside_dhaka' | 'shipping_fee_outside_dhaka') => (
    <NumberInput
      label={label(key)}
      description={hint(key)}
      required
      min={0}
      max={5000}
      decimalScale={2}
      allowNegative={false}
      leftSection={<span aria-hidden>৳</span>}
      {...form.getInputProps(key)}
    />
  );
  /** Minutes or hours: whole numbers within the API's bounds. */
  const whole = (key: 'booking_hold_minutes' | 'booking_cancel_hours', min: number, max: number) => (
    <NumberInput
      label={label(key)}
      description={hint(key)}
      required
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      {...form.getInputProps(key)}
    />
  );
  const longText = (key: 'referral_text' | 'referral_text_bn') => (
    <Textarea
      label={label(key)}
      description={hint(key)}
      required
      rows={6}
      resize="vertical"
      maxLength={5000}
      {...form.getInputProps(key)}
    />
  );

  const submit = form.onSubmit((values) => {
    const body = changedSettings(values, form.getInitialValues());
    if (Object.keys(body).length === 0) {
      notify('info', t('admin.settings.noChanges'));
      return;
    }
    update.mutate(body, {
      onSuccess: (answer) => {
        const saved = toFormValues(answer.settings);
        form.setInitialValues(saved);
        form.setValues(saved);
        form.resetDirty(saved);
        notify('success', answer.message);
      },
      onError: (error) => showFormError(form, error, t),
    });
  }, revealInvalidFields);

  const dirty = form.isDirty();

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SettingsGroup title={t('admin.settings.groups.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('call_to_order_phone', { type: 'tel', inputMode: 'tel' })}
            {text('contact_phone', { type: 'tel', inputMode: 'tel' })}
          </SimpleGrid>
          {text('contact_email', { type: 'email', inputMode: 'email' })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('contact_address')}
            {text('contact_address_bn')}
          </SimpleGrid>
        </SettingsGroup>

        <SettingsGroup title={t('admin.settings.groups.shipping')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {money('shipping_fee_inside_dhaka')}
            {money('shipping_fee_outside_dhaka')}
          </SimpleGrid>
        </SettingsGroup>

        <SettingsGroup title={t('admin.settings.groups.referral')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {longText('referral_text')}
            {longText('referral_text_bn')}
          </SimpleGrid>
          {text('referral_banner')}
        </SettingsGroup>

        <SettingsGroup title={t('admin.settings.groups.exchange')}>
          <NumberInput
            label={label('inr_exchange_rate')}
            description={hint('inr_exchange_rate')}
            required
            min={0.1}
            max={10}
            decimalScale={4}
            allowNegative={false}
            maw={320}
            {...form.getInputProps('inr_exchange_rate')}
          />
        </SettingsGroup>

        <SettingsGroup title={t('admin.settings.groups.bookings')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {whole('booking_hold_minutes', 5, 240)}
            {whole('booking_cancel_hours', 0, 168)}
            <NumberInput
              label={label('referral_benefit_percentage')}
              description={hint('referral_benefit_percentage')}
              required
              min={0}
              max={50}
              decimalScale={2}
              allowNegative={false}
              rightSection={<span aria-hidden>%</span>}
              {...form.getInputProps('referral_benefit_percentage')}
            />
          </SimpleGrid>
        </SettingsGroup>

        <SettingsGroup title={t('admin.settings.groups.serviceCharge')}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="service-charge-type">
              {label('ambulance_service_charge_type')}
            </Text>
            <Text size="xs" c="dimmed">
              {hint('ambulance_service_charge_type')}
            </Text>
            <SegmentedControl
              aria-labelledby="service-charge-type"
              data={(['flat', 'percent'] as const).map((value) => ({
                value,
                label: t(`admin.settings.serviceChargeTypes.${value}`),
              }))}
              style={{ alignSelf: 'flex-start' }}
              {...form.getInputProps('ambulance_service_charge_type')}
            />
          </Stack>
          <NumberInput
            label={label('ambulance_service_charge')}
            description={hint('ambulance_service_charge')}
            required
            min={0}
            max={form.values.ambulance_service_charge_type === 'percent' ? 50 : 5000}
            decimalScale={2}
            allowNegative={false}
            maw={320}
            leftSection={<span aria-hidden>{form.values.ambulance_service_charge_type === 'percent' ? '%' : '৳'}</span>}
            {...form.getInputProps('ambulance_service_charge')}
          />
        </SettingsGroup>

        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {dirty ? t('admin.settings.unsaved') : ''}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={!dirty || update.isPending}>
              {t('admin.settings.discard')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('admin.settings.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
