import { formatLongDate } from '@nirog/contracts/constants';
import { formatClock, formatDate, formatMoney, localizeDigits } from './format';
import { useLanguageStore } from '../stores/language';

/** Date and time as lists show it (Asia/Dhaka). */
export const LIST_DATE = 'D MMM YYYY, hh:mm A';

/** Money, numbers and dates in the interface language (dates in Asia/Dhaka), for components that show many. */
export function useFormatters() {
  const language = useLanguageStore((s) => s.language);
  return {
    language,
    money: (amount: number) => formatMoney(amount, language),
    /** A booking's amount: bookings and provider areas write taka as Tk (টাকা in bn), spec 2 and 3. */
    taka: (amount: number) => formatMoney(amount, language, 'Tk'),
    /** An amount in Indian rupees (₹). */
    rupees: (amount: number) => formatMoney(amount, language, '₹'),
    digits: (value: number | string) => localizeDigits(String(value), language),
    clock: (seconds: number) => formatClock(seconds, language),
    date: (value: string, format?: string, zone?: string) => formatDate(value, language, format, zone),
    /** A day (`YYYY-MM-DD`, as it is) or an instant (its day in Bangladesh) in words, as the API writes it too. */
    longDate: (value: string) => formatLongDate(value, language),
  };
}
