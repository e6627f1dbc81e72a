import type { TFunction } from '../i18n';
import { COUNTRY_ID } from '@nirog/contracts';

/** A shipping country in the interface language (the server sends only its English name). */
export function countryName(country: { id: number; name: string }, t: TFunction): string {
  return country.id === COUNTRY_ID.Bangladesh ? t('addresses.countries.bangladesh') : country.name;
}
