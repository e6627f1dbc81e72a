import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import {
  COUNTRY_ID,
  EFFECTIVE_DELIVERY,
  type District,
  type EffectiveDelivery,
  type ShippingAddress,
  type UpdateShippingAddressBody,
  type UpdateShippingAddressResponse,
} from '@nirog/contracts';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { useLanguageStore } from '../../../stores/language';
import { useUpdateShippingAddress } from '../api/update-shipping-address';
import { localName } from '../../../lib/local-name';

interface FormValues {
  name: string;
  phone: string;
  country_id: string | null;
  district_id: string | null;
  sub_district_id: string | null;
  post_code: string;
  effective_delivery: EffectiveDelivery;
  location: string;
}

function initialValues(address: ShippingAddress | null, fallbackName: string, fallbackPhone: string): FormValues {
  return {
    name: address?.name ?? fallbackName,
    phone: address?.phone ?? fallbackPhone,
    country_id: String(address?.country_id ?? COUNTRY_ID.Bangladesh),
    district_id: address ? String(address.district_id) : null,
    sub_district_id: address ? String(address.sub_district_id) : null,
    post_code: address?.post_code ?? '',
    effective_delivery: address?.effective_delivery ?? 'Home',
    location: address?.location ?? '',
  };
}

/** Empty selects are left out, so the server answers "required" for them. */
function toBody(values: FormValues): UpdateShippingAddressBody {
  const id = (value: string | null) => (value ? Number(value) : undefined);
  return {
    name: values.name,
    phone: values.phone,
    country_id: id(values.country_id),
    district_id: id(values.district_id),
    sub_district_id: id(values.sub_district_id),
    post_code: values.post_code,
    effective_delivery: values.effective_delivery,
    location: values.location,
  };
}

interface Props {
  address: ShippingAddress | null;
  districts: District[];
  /** Pre-fills a first address from the account. */
  fallbackName?: string;
  fallbackPhone?: string;
  onSaved: (answer: UpdateShippingAddressResponse) => void;
  onCancel?: () => void;
}

/**
 * The address form (spec 1 "Shipping address"): Bangladesh only, a district then one of its
 * sub-districts (both searchable), Home or Office. The server validates; its first message per field
 * shows under the field.
 */
export function ShippingAddressForm({
  address,
  districts,
  fallbackName = '',
  fallbackPhone = '',
  onSaved,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const save = useUpdateShippingAddress();
  const form = useForm<FormValues>({ initialValues: initialValues(address, fallbackName, fallbackPhone) });

  const districtOptions = useMemo(
    () => districts.map((d) => ({ value: String(d.id), label: localName(d, language) })),
    [districts, language],
  );
  const districtId = form.values.district_id;
  const subDistrictOptions = useMemo(() => {
    const district = districts.find((d) => String(d.id) === districtId);
    return (district?.sub_districts ?? []).map((s) => ({ value: String(s.id), label: localName(s, language) }));
  }, [districts, districtId, language]);

  const submit = form.onSubmit((values) => {
    save.mutate(toBody(values), {
      onSuccess: (answer) => {
        form.clearErrors();
        onSaved(answer);
      },
      onError: (error) => showFormError(form, error, t),
    });
  }, revealInvalidFields);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('addresses.fields.name')} autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label={t('addresses.fields.phone')}
            placeholder={t('addresses.fields.phonePlaceholder')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Select
          label={t('addresses.fields.country')}
          data={[{ value: String(COUNTRY_ID.Bangladesh), label: t('addresses.countries.bangladesh') }]}
          allowDeselect={false}
          required
          {...form.getInputProps('country_id')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('addresses.fields.district')}
            placeholder={t('addresses.placeholders.district')}
            data={districtOptions}
            searchable
            nothingFoundMessage={t('addresses.nothingFound')}
            required
            {...form.getInputProps('district_id')}
            onChange={(value) => {
              if (value === form.values.district_id) return;
              form.setValues({ district_id: value, sub_district_id: null });
              form.clearFieldError('district_id');
            }}
          />
          <Select
            label={t('addresses.fields.subDistrict')}
            placeholder={
              districtId ? t('addresses.placeholders.subDistrict') : t('addresses.placeholders.chooseDistrictFirst')
            }
            data={subDistrictOptions}
            disabled={!districtId}
            searchable
            nothingFoundMessage={t('addresses.nothingFound')}
            required
            {...form.getInputProps('sub_district_id')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('addresses.fields.postCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            {...form.getInputProps('post_code')}
          />
          <Radio.Group label={t('addresses.fields.effectiveDelivery')} {...form.getInputProps('effective_delivery')}>
            <Group gap="lg" mt={8}>
              {EFFECTIVE_DELIVERY.map((place) => (
                <Radio key={place} value={place} label={t(`addresses.delivery.${place}`)} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Textarea
          label={t('addresses.fields.location')}
          placeholder={t('addresses.fields.locationPlaceholder')}
          autoComplete="street-address"
          rows={2}
          required
          {...form.getInputProps('location')}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('addresses.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
