import { useSyncExternalStore } from 'react';
import type { Language } from '@nirog/contracts';

/**
 * The app's translator (issue 11: replaces i18next and react-i18next, 17.7 kB gzip of `/shop`'s first load, of
 * which the app used this much): keys looked up in nested messages (`cart.title`), `{{name}}` interpolation,
 * `key_one`/`key_other` chosen by `count` with the language's plural rules, English for a key the language lacks,
 * `defaultValue` for a key no language has, `returnObjects` for the long texts' lists, and React told of a language
 * change through `useSyncExternalStore`.
 */

/** Nested messages as the translation files hold them. */
export type Messages = Record<string, unknown>;

/**
 * `t`'s options: `count`, a number, picks the plural form (and is a value; a string, digits already written in the
 * language, is only a value), `defaultValue` is shown when no language has the
 * key, `returnObjects` returns what the key holds (a list, an object) as it is; every other entry is a value for
 * `{{name}}`. Values are shown as they are (no HTML escaping: React escapes).
 */
export interface TranslateOptions {
  count?: number | string;
  defaultValue?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
}

export interface TFunction {
  (key: string, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
}

export interface Translator {
  /** The language shown. */
  readonly language: Language;
  /** Translates in the language shown. */
  t: TFunction;
  /** Translates in `language` (React's renders use the language of their snapshot). */
  fixedT(language: Language): TFunction;
  /** Whether the language shown (or the fallback) has `key`. */
  exists(key: string): boolean;
  /** Whether any messages in `language` are there. */
  has(language: Language): boolean;
  /** Merges `messages` into `language`'s (a part of the translation files). */
  add(language: Language, messages: Messages): void;
  /** Shows `language` at once (its messages must be there: the loader sees to that) and tells the subscribers. */
  changeLanguage(language: Language): void;
  /** Calls `listener` after each language change; returns the unsubscribe. */
  subscribe(listener: (language: Language) => void): () => void;
}

const isObject = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(target: Messages, source: Messages): void {
  for (const [key, value] of Object.entries(source)) {
    if (!isObject(value)) {
      target[key] = value;
      continue;
    }
    const current = target[key];
    const into: Messages = isObject(current) ? current : {};
    target[key] = into;
    merge(into, value);
  }
}

/** What `key` (`a.b`, `list.0` for a list's first item) holds in `messages`; undefined when absent. */
function lookUp(messages: Messages | undefined, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, part))
      return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `{{ name }}` replaced by its value; a name not given is left as it is, one given as undefined or null is ''. */
function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{([^{}]+)\}\}/g, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.prototype.hasOwnProperty.call(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

export function createTranslator(initial: Language, fallback: Language): Translator {
  const messages: Partial<Record<Language, Messages>> = {};
  const listeners = new Set<(language: Language) => void>();
  const plurals = new Map<Language, Intl.PluralRules>();
  const fixed = new Map<Language, TFunction>();
  let language = initial;

  const pluralOf = (lang: Language, count: number) => {
    let rules = plurals.get(lang);
    if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
    return rules.select(count);
  };

  /** What `key` holds in `lang`, or its plural form for `count`; undefined when absent. */
  function find(lang: Language, key: string, count: unknown): unknown {
    const tree = messages[lang];
    if (typeof count === 'number') {
      const plural = lookUp(tree, `${key}_${pluralOf(lang, count)}`);
      if (plural !== undefined) return plural;
    }
    return lookUp(tree, key);
  }

  function translate(lang: Language, key: string, options?: TranslateOptions): unknown {
    const languages = lang === fallback ? [lang] : [lang, fallback];
    for (const code of languages) {
      const found = find(code, key, options?.count);
      if (typeof found === 'string') return interpolate(found, options);
      if (found !== undefined && options?.returnObjects) return found;
    }
    return interpolate(options?.defaultValue ?? key, options);
  }

  function fixedT(lang: Language): TFunction {
    let t = fixed.get(lang);
    if (!t)
      fixed.set(lang, (t = ((key: string, options?: TranslateOptions) => translate(lang, key, options)) as TFunction));
    return t;
  }

  return {
    get language() {
      return language;
    },
    t: ((key: string, options?: TranslateOptions) => translate(language, key, options)) as TFunction,
    fixedT,
    exists: (key) => [language, fallback].some((code) => find(code, key, undefined) !== undefined),
    has: (lang) => messages[lang] !== undefined,
    add(lang, part) {
      merge((messages[lang] ??= {}), part);
    },
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      for (const listener of [...listeners]) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * `const { t, i18n } = useTranslation()`: `t` in the language shown, re-rendered when it changes (a new `t` for
 * each language, as react-i18next's, so memos keyed on `t` follow). The server render and the hydration read the
 * same language (the server's is the page's; the browser hydrates once the page's language is shown).
 */
export function useTranslator(translator: Translator): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  );
  return { t: translator.fixedT(language), i18n: translator };
}
