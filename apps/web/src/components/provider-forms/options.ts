import type { TFunction } from '../../i18n';
import { DOCTOR_TITLES, EXPERIENCE_MAX, PROVIDER_GENDERS, type Language } from '@nirog/contracts';
import { formatNumber } from '../../lib/digits';
import { doctorTitle } from '../../lib/doctor-title';

export interface Option {
  value: string;
  label: string;
}

/** Doctor titles (spec 3 section 5): Dr., Prof. Dr., Assoc. Prof. Dr., Asst. Prof. Dr. */
export function titleOptions(t: TFunction): Option[] {
  return DOCTOR_TITLES.map((title) => ({ value: title, label: doctorTitle(t, title) }));
}

/** Gender options: male, female, other. */
export function genderOptions(t: TFunction): Option[] {
  return PROVIDER_GENDERS.map((gender) => ({ value: gender, label: t(`providerForms.genders.${gender}`) }));
}

/** Experience: "Less than 1" (0), then 1 to 30 years: 31 options. */
export function experienceOptions(t: TFunction, language: Language): Option[] {
  return Array.from({ length: EXPERIENCE_MAX + 1 }, (_, years) => ({
    value: String(years),
    label:
      years === 0
        ? t('providerForms.experience.lessThanOne')
        : t('providerForms.experience.years', { count: years, n: formatNumber(years, language) }),
  }));
}

export { localName } from '../../lib/local-name';

/** A select's value ('' or null when nothing is chosen) as the wire's id, left out when empty. */
export const idOf = (value: string | null | undefined): number | undefined => (value ? Number(value) : undefined);
