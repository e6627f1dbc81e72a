import type { Language } from '@nirog/contracts';

/**
 * A reference's name in the interface language: its Bengali name on a Bengali screen when it has one.
 * Its own module, with no value import of the contracts, so listing cards can use it without zod.
 */
export function localName(item: { name: string; bn_name?: string | null }, language: Language): string {
  return language === 'bn' && item.bn_name ? item.bn_name : item.name;
}
