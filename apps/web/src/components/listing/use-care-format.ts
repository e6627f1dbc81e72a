import { useTranslation } from '../../i18n';
import { formatMoney, localizeDigits } from '../../lib/digits';
import { useLanguageStore } from '../../stores/language';
import { localName, localTitle, placeNames } from '../../lib/local-name';

type Named = { name: string; bn_name: string };
type Titled = { title: string; bn_title: string };

/**
 * How cards and profiles of providers show things in the interface language: fees in Tk with Bengali digits
 * in Bengali, names of places and specialities in Bengali when they have one, years of experience.
 */
export function useCareFormat() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const digits = (value: number | string) => localizeDigits(String(value), language);
  const name = (item: Named | null | undefined) => (item ? localName(item, language) : '');
  return {
    t,
    language,
    digits,
    name,
    title: (item: Titled) => localTitle(item, language),
    /** Tk 1,200.00 (১,২০০.০০ টাকা); nothing for a fee that is not set. */
    money: (taka: number | null | undefined) =>
      taka === null || taka === undefined ? '' : formatMoney(taka, language, 'Tk'),
    experience: (years: number) =>
      years <= 0 ? t('careCard.experienceNew') : t('careCard.experience', { count: years, n: digits(years) }),
    /** "Sub-district, District" (or the state), for a card's place line. */
    place: (p: { district?: Named | null; sub_district?: Named | null; state?: Named | null }) =>
      placeNames([p.sub_district, p.district, p.state], language).join(', '),
  };
}
export type CareFormat = ReturnType<typeof useCareFormat>;
