import type { TFunction } from '../i18n';
import { DOCTOR_TITLES } from '@nirog/contracts/constants';

/**
 * A doctor's title (Dr., Prof. Dr., ...) as the interface language says it: a word of the interface, not of the
 * doctor, so a Bengali screen shows "সহযোগী অধ্যাপক ডা.". A title not in the list is shown as it is.
 */
export function doctorTitle(t: TFunction, title: string): string {
  const index = (DOCTOR_TITLES as readonly string[]).indexOf(title);
  return index < 0 ? title : t(`common.doctorTitles.${index}`);
}

/** The title and the name, as a card, a heading or a list names a doctor. */
export function doctorName(t: TFunction, doctor: { title: string; name: string }): string {
  return `${doctorTitle(t, doctor.title)} ${doctor.name}`;
}
