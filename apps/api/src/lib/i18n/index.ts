import { formatLongDate, type Language } from '@nirog/contracts';
import { bnMessages, enMessages } from './dictionary';

export type MessageKey = keyof typeof enMessages;
const dictionaries: Record<Language, Record<MessageKey, string>> = { en: enMessages, bn: bnMessages };

/** Picks bn when the client prefers Bengali; English otherwise. */
export function languageFrom(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(enMessages, value);
}

/** A placeholder value printed exactly as given (what a person typed), its digits left as they are. */
export class Verbatim {
  constructor(readonly text: string) {}
}
export const verbatim = (text: string) => new Verbatim(text);

/** A date placeholder, written out in the reader's language by `formatLongDate`: "3 December 2026", "৩ ডিসেম্বর ২০২৬". */
export class LongDate {
  constructor(readonly date: string) {}
}
export const longDate = (date: string) => new LongDate(date);

/** The values a message's placeholders take. */
export type MessageParams = Record<string, string | number | Verbatim | LongDate>;

/**
 * Translates a key, replacing `:name` placeholders (Laravel style). Numbers and strings follow the
 * language's digits; a `verbatim` value is put in unchanged; a `longDate` is written out in the language.
 */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  let text: string = dictionaries[lang][key] ?? enMessages[key] ?? key;
  for (const [name, value] of Object.entries(params)) {
    const shown =
      value instanceof Verbatim
        ? value.text
        : value instanceof LongDate
          ? formatLongDate(value.date, lang)
          : lang === 'bn'
            ? toBengaliDigits(String(value))
            : String(value);
    text = text.replaceAll(`:${name}`, shown);
  }
  return text;
}

/**
 * A form's own names for some of its fields (field -> message key), given by its routes (`config.attributes`): the
 * doctor's form calls `title` পদবি, where a product's title is its শিরোনাম.
 */
export type AttributeNames = Readonly<Partial<Record<string, MessageKey>>>;

/** Field names as shown in messages: "The :attribute field is required." (the form's own name first). */
export function attributeName(lang: Language, field: string, names?: AttributeNames): string {
  const base =
    field
      .replace(/\.\d+(?=\.|$)/g, '')
      .split('.')
      .pop() ?? field;
  const own = names?.[base];
  if (own) return translate(lang, own);
  const key = `attribute.${base}`;
  if (isMessageKey(key)) return translate(lang, key);
  return base.replaceAll('_', ' ');
}

const bnDigits = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];
export function toBengaliDigits(text: string): string {
  return text.replace(/\d/g, (d) => bnDigits[Number(d)]);
}
