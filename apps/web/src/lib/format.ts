import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import 'dayjs/locale/bn';
import type { Language } from '@nirog/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

export const APP_TIME_ZONE = 'Asia/Dhaka';
const BN_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

/** Replaces ASCII digits with Bengali digits when the language is bn. */
export function localizeDigits(text: string, language: Language): string {
  return language === 'bn' ? text.replace(/\d/g, (d) => BN_DIGITS[Number(d)]) : text;
}

export function formatNumber(value: number, language: Language): string {
  return localizeDigits(new Intl.NumberFormat('en-US').format(value), language);
}

/** ৳1,234.50 (or Tk 1,234.50 in provider areas), Bengali digits in bn. */
export function formatMoney(amount: number, language: Language, symbol: '৳' | 'Tk' = '৳'): string {
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return localizeDigits(symbol === 'Tk' ? `Tk ${text}` : `৳${text}`, language);
}

/** Dates in Asia/Dhaka; default format `Do MMMM, YYYY hh:mm A`. */
export function formatDate(value: string | Date, language: Language, format = 'Do MMMM, YYYY hh:mm A'): string {
  const d = dayjs(value).tz(APP_TIME_ZONE).locale(language);
  return localizeDigits(d.format(format), language);
}
