import type { Language } from '@nirog/contracts';

/** A district or sub-district in the interface language (Bengali names in Bengali). */
export function placeName(place: { name: string; bn_name: string }, language: Language): string {
  return language === 'bn' && place.bn_name ? place.bn_name : place.name;
}
