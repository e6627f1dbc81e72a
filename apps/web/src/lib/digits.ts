import type { Language } from '@nirog/contracts';
import { latinDigits } from '@nirog/contracts/constants';

const BN_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

// Made once: a formatter costs far more to create than to use (cards and prices format many numbers per render).
const integers = new Intl.NumberFormat('en-US');
const amounts = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Replaces ASCII digits with Bengali digits when the language is bn. */
export function localizeDigits(text: string, language: Language): string {
  return language === 'bn' ? text.replace(/\d/g, (d) => BN_DIGITS[Number(d)]) : text;
}

/**
 * An input's change, before the field reads it, with its Bengali digits made ASCII and the caret left where it was
 * (one digit for one): number fields keep only ASCII digits, so ১০০০ typed on a Bengali keyboard became nothing.
 */
export function latinDigitsOnChange(event: { currentTarget: HTMLInputElement }) {
  const input = event.currentTarget;
  const latin = latinDigits(input.value);
  if (latin === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = latin;
  if (selectionStart !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * Numbers and money are kept apart from format.ts (dates, with dayjs and its time-zone data) so the shell and the
 * shop's cards do not load dayjs. 1,234 (১,২৩৪ in bn).
 */
export function formatNumber(value: number, language: Language): string {
  return localizeDigits(integers.format(value), language);
}

/**
 * ৳1,234.50 (or Tk 1,234.50 in provider areas; ₹1,234.50 for an amount in Indian rupees), Bengali digits
 * in bn. "Tk" is an English word: in Bengali it is টাকা, after the amount (১,২৩৪.৫০ টাকা), as the
 * translations write it around amounts.
 */
export function formatMoney(amount: number, language: Language, symbol: '৳' | 'Tk' | '₹' = '৳'): string {
  const text = localizeDigits(amounts.format(amount), language);
  if (symbol !== 'Tk') return `${symbol}${text}`;
  return language === 'bn' ? `${text} টাকা` : `Tk ${text}`;
}

/** A length of time as a clock shows it: 1:05, 12:30, 1:02:09 (Bengali digits in bn). */
export function formatClock(totalSeconds: number, language: Language): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return localizeDigits(h ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`, language);
}
