import { formatDate, formatMoney, localizeDigits } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';

export const LIST_DATE = 'D MMM YYYY, hh:mm A';

/** Money, numbers and dates of these pages in the interface language (dates in Asia/Dhaka). */
export function useFormatters() {
  const language = useLanguageStore((s) => s.language);
  return {
    language,
    money: (amount: number) => formatMoney(amount, language),
    digits: (value: number | string) => localizeDigits(String(value), language),
    date: (value: string, format?: string) => formatDate(value, language, format),
  };
}
