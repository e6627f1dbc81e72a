import type { TFunction } from '../../../i18n';
import { SEXES, type Sex } from '@nirog/contracts';

export const isSex = (value: string | null): value is Sex => (SEXES as readonly string[]).includes(value ?? '');

/** Male, Female or Other in the interface language; anything else as stored. */
export function sexLabel(value: string | null, t: TFunction): string | null {
  return isSex(value) ? t(`profile.sexes.${value}`) : value;
}
