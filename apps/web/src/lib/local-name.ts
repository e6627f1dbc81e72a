import type { Language } from '@nirog/contracts';

/**
 * A reference's name (or title) in the interface language: its Bengali one on a Bengali screen when it has one.
 * Their own module, with no value import of the contracts, so listing cards can use them without zod.
 */
export function localName(item: { name: string; bn_name?: string | null }, language: Language): string {
  return language === 'bn' && item.bn_name ? item.bn_name : item.name;
}

/** The same for what has a `title` and a `bn_title` (products, dosage forms, specialities). */
export function localTitle(item: { title: string; bn_title?: string | null }, language: Language): string {
  return language === 'bn' && item.bn_title ? item.bn_title : item.title;
}

/** The names of the places that are set, in the interface language: a card's "Sub-district, District" line. */
export function placeNames(
  places: Array<{ name: string; bn_name?: string | null } | null | undefined>,
  language: Language,
): string[] {
  return places.flatMap((place) => (place ? [localName(place, language)] : []));
}
