import type { Language } from '@nirog/contracts';
import type { Messages, Translator } from './translator';

/**
 * The translation files, per language: `core` (shell, shop, cart, sign-in), `account` (the signed-in patient's
 * pages: profile, orders, prescriptions, medicine requests, shipping address, referral; and checkout), `static` (the long texts
 * of the static pages) `admin` (every `admin*` key of the back office but the catalogue's), `adminCatalog` (the
 * back-office catalogue: products, categories, terms, sliders, imports) and `provider` (every `provider*` key: join wizards,
 * provider dashboards and their shared forms) and `listings` (every `listings*` key: the doctor, nurse and
 * ambulance listings and profiles), `bookings` (every `bookings*` key: the patient's booking forms, booking
 * lists, review page and earnings), `eprescriptions` (the doctor's prescription form) and `doctorDay` (the
 * doctor's appointment and consultation lists and screens), `calls` (the incoming-call dialog, the call overlay,
 * Call Now and the call log), `careBookings` (nurse and ambulance bookings: forms, lists, the nurse's and owner's
 * booking lists). All parts merge into one tree per language, so keys read the same whichever file holds them.
 */
export type TranslationPart =
  | 'core'
  | 'account'
  | 'static'
  | 'admin'
  | 'adminCatalog'
  | 'provider'
  | 'listings'
  | 'bookings'
  | 'eprescriptions'
  | 'doctorDay'
  | 'calls'
  | 'careBookings';
export type { Messages } from './translator';
export type TranslationSources = Record<Language, Record<TranslationPart, () => Promise<Messages>>>;

export interface TranslationLoader {
  /** Adds a part already at hand (the bundled English core; every part in tests). */
  add(language: Language, part: TranslationPart, messages: Messages): void;
  /**
   * Loads `part` in the language about to be shown (and, should a switch under way fail, in the one still
   * shown), and brings it along in every later switch. Routes await it together with their page module, so
   * a page never renders raw keys.
   */
  load(part: TranslationPart): Promise<void>;
  /**
   * Shows `language` once its core and every part loaded so far are there: no moment with raw keys or a mix of
   * languages. A failed load keeps the language shown and rejects; the next call loads again. When calls
   * overlap, the last one wins.
   */
  show(language: Language): Promise<void>;
}

export function createTranslationLoader(i18n: Translator, sources: TranslationSources): TranslationLoader {
  const inUse = new Set<TranslationPart>(['core']);
  const loaded = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  let wanted: Language | null = null;
  let switching: Promise<void> | null = null;

  const keyOf = (language: Language, part: TranslationPart) => `${language}/${part}`;
  const shown = () => i18n.language as Language;

  function add(language: Language, part: TranslationPart, messages: Messages) {
    i18n.add(language, messages);
    loaded.add(keyOf(language, part));
  }

  function loadOne(language: Language, part: TranslationPart): Promise<void> {
    const key = keyOf(language, part);
    if (loaded.has(key)) return Promise.resolve();
    let promise = pending.get(key);
    if (!promise) {
      promise = sources[language][part]()
        .then((messages) => add(language, part, messages))
        .finally(() => pending.delete(key));
      pending.set(key, promise);
    }
    return promise;
  }

  async function load(part: TranslationPart) {
    inUse.add(part);
    // The language about to be shown first (a Bengali reader's first page must not fetch English too), then,
    // once a switch under way has settled, the one actually shown: the same, unless the switch failed.
    await loadOne(wanted ?? shown(), part);
    await switching;
    await loadOne(shown(), part);
  }

  function show(language: Language): Promise<void> {
    wanted = language;
    const missing = [...inUse].filter((part) => !loaded.has(keyOf(language, part)));
    // All at hand: switch in the same tick, as the header's switch did before parts existed. A switch still
    // loading will see it is no longer wanted.
    if (missing.length === 0) {
      switching = null;
      i18n.changeLanguage(language);
      return Promise.resolve();
    }
    const attempt = Promise.all(missing.map((part) => loadOne(language, part))).then(
      () => {
        if (wanted === language) i18n.changeLanguage(language);
      },
      (error: unknown) => {
        if (wanted === language) wanted = null;
        throw error;
      },
    );
    const settled: Promise<void> = attempt.then(
      () => forget(settled),
      () => forget(settled),
    );
    switching = settled;
    return attempt;
  }

  function forget(settled: Promise<void>) {
    if (switching === settled) switching = null;
  }

  return { add, load, show };
}
