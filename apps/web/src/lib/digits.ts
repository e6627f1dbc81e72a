import type { Language } from '@nirog/contracts';

const BN_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

/** Replaces ASCII digits with Bengali digits when the language is bn. */
export function localizeDigits(text: string, language: Language): string {
  return language === 'bn' ? text.replace(/\d/g, (d) => BN_DIGITS[Number(d)]) : text;
}

/** 1,234 (১,২৩৪ in bn). Kept apart from format.ts so the shell does not load dayjs. */
export function formatNumber(value: number, language: Language): string {
  return localizeDigits(new Intl.NumberFormat('en-US').format(value), language);
}
