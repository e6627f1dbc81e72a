import { useMemo, type ReactNode } from 'react';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n';
import type { Country, Hospital } from '@nirog/contracts';
import { useLanguageStore } from '../../stores/language';
import { localName } from './options';

/** Select values are ids as text, null when nothing is chosen. */
export interface LocationValue {
  country_id: string | null;
  district_id: string | null;
  sub_district_id: string | null;
  state_id: string | null;
  /** Languages spoken: asked only for a state-based country. */
  language: string;
  /** The hospital: asked only for a state-based country when `withHospital`. */
  hospital_id: string | null;
}

export const blankLocation = (countryId: number | null = null): LocationValue => ({
  country_id: countryId === null ? null : String(countryId),
  district_id: null,
  sub_district_id: null,
  state_id: null,
  language: '',
  hospital_id: null,
});

/** Is the chosen country state based (`is_state` 1, India)? */
export function isStateBased(countries: Country[], countryId: string | null): boolean {
  return countries.find((c) => String(c.id) === countryId)?.is_state === 1;
}

/**
 * The wire fields of a location: only those of the form shown (state, language and hospital for a state-based
 * country; district and sub-district otherwise), empty ones left out so the server says "required".
 */
export function locationBody(value: LocationValue, countries: Country[], withHospital = false) {
  const id = (v: string | null) => (v ? Number(v) : undefined);
  const stateBased = isStateBased(countries, value.country_id);
  return {
    country_id: id(value.country_id),
    ...(stateBased
      ? {
          state_id: id(value.state_id),
          language: value.language.trim() || undefined,
          ...(withHospital ? { hospital_id: id(value.hospital_id) } : {}),
        }
      : { district_id: id(value.district_id), sub_district_id: id(value.sub_district_id) }),
  };
}

export interface LocationFieldsProps {
  countries: Country[];
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Errors by wire name: country_id, district_id, sub_district_id, state_id, language, hospital_id. */
  errors?: Record<string, ReactNode>;
  /** Only these countries are offered (the nurse and ambulance: Bangladesh). */
  countryIds?: number[];
  /** Only these districts are offered (the nurse: Dhaka). */
  districtIds?: number[];
  /** Ask for the hospital when the country is state based (the doctor's join wizard). */
  withHospital?: boolean;
  hospitals?: Hospital[];
  /** Ask for the languages spoken when the country is state based (the doctor). */
  withLanguage?: boolean;
}

/**
 * Country, then either State (with Language, and Hospital in the join wizard) for a state-based country, or
 * District and its Sub District otherwise (spec 3 section 4, "Location form"). Districts depend on the country,
 * sub-districts on the district; changing one clears what depended on it.
 */
export function LocationFields({
  countries,
  value,
  onChange,
  errors = {},
  countryIds,
  districtIds,
  withHospital = false,
  hospitals = [],
  withLanguage = false,
}: LocationFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const country = countries.find((c) => String(c.id) === value.country_id) ?? null;
  const stateBased = country?.is_state === 1;

  const countryOptions = useMemo(
    () =>
      countries
        .filter((c) => !countryIds || countryIds.includes(c.id))
        .map((c) => ({ value: String(c.id), label: localName(c, language) })),
    [countries, countryIds, language],
  );
  const districts = useMemo(
    () => (country?.districts ?? []).filter((d) => !districtIds || districtIds.includes(d.id)),
    [country, districtIds],
  );
  const districtOptions = districts.map((d) => ({ value: String(d.id), label: localName(d, language) }));
  const subDistrictOptions = (districts.find((d) => String(d.id) === value.district_id)?.sub_districts ?? []).map(
    (s) => ({ value: String(s.id), label: localName(s, language) }),
  );
  const stateOptions = (country?.states ?? []).map((s) => ({ value: String(s.id), label: localName(s, language) }));
  const hospitalOptions = hospitals
    .filter((h) => String(h.country_id) === value.country_id)
    .map((h) => ({ value: String(h.id), label: localName(h, language) }));

  const common = { searchable: true, nothingFoundMessage: t('providerForms.location.nothingFound') };

  return (
    <Stack gap="sm">
      <Select
        {...common}
        label={t('providerForms.location.country')}
        placeholder={t('providerForms.location.chooseCountry')}
        data={countryOptions}
        required
        allowDeselect={false}
        value={value.country_id}
        onChange={(next) =>
          next !== value.country_id &&
          onChange({
            ...value,
            country_id: next,
            district_id: null,
            sub_district_id: null,
            state_id: null,
            hospital_id: null,
          })
        }
        error={errors.country_id}
      />
      {stateBased ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: withLanguage ? 2 : 1 }} spacing="sm">
            <Select
              {...common}
              label={t('providerForms.location.state')}
              placeholder={t('providerForms.location.chooseState')}
              data={stateOptions}
              required
              value={value.state_id}
              onChange={(next) => onChange({ ...value, state_id: next })}
              error={errors.state_id}
            />
            {withLanguage && (
              <TextInput
                label={t('providerForms.location.language')}
                placeholder={t('providerForms.location.languagePlaceholder')}
                required
                value={value.language}
                onChange={(event) => onChange({ ...value, language: event.currentTarget.value })}
                error={errors.language}
              />
            )}
          </SimpleGrid>
          {withHospital && (
            <Select
              {...common}
              label={t('providerForms.location.hospital')}
              placeholder={t('providerForms.location.chooseHospital')}
              data={hospitalOptions}
              required
              value={value.hospital_id}
              onChange={(next) => onChange({ ...value, hospital_id: next })}
              error={errors.hospital_id}
            />
          )}
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            {...common}
            label={t('providerForms.location.district')}
            placeholder={
              value.country_id ? t('providerForms.location.chooseDistrict') : t('providerForms.location.countryFirst')
            }
            data={districtOptions}
            disabled={!value.country_id}
            required
            value={value.district_id}
            onChange={(next) =>
              next !== value.district_id && onChange({ ...value, district_id: next, sub_district_id: null })
            }
            error={errors.district_id}
          />
          <Select
            {...common}
            label={t('providerForms.location.subDistrict')}
            placeholder={
              value.district_id
                ? t('providerForms.location.chooseSubDistrict')
                : t('providerForms.location.districtFirst')
            }
            data={subDistrictOptions}
            disabled={!value.district_id}
            required
            value={value.sub_district_id}
            onChange={(next) => onChange({ ...value, sub_district_id: next })}
            error={errors.sub_district_id}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
