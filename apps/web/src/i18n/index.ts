import type { Language } from '@nirog/contracts';
import { useLanguageStore } from '../stores/language';
import en from './en.json';
import { createTranslationLoader, type TranslationPart } from './loader';
import { TRANSLATION_SOURCES } from './sources';
import { createTranslator, useTranslator } from './translator';

export type { TranslationPart } from './loader';
export type { TFunction } from './translator';

/** The app's translator: English core from the start (and the fallback), the other parts and Bengali on demand. */
export const i18n = createTranslator('en', 'en');

/** `const { t } = useTranslation()`: texts in the language shown; the component re-renders when it changes. */
export const useTranslation = () => useTranslator(i18n);

const loader = createTranslationLoader(i18n, TRANSLATION_SOURCES);
loader.add('en', 'core', en);

/** Adds a part already at hand (the test setup adds them all, so tests render synchronously). */
export const addTranslations = loader.add;

/** Loads a part of the translations in the language about to be shown; later switches bring it along. */
export const loadTranslations = (part: Exclude<TranslationPart, 'core'>) => loader.load(part);

/** A route's `lazy` that waits for its translation part too: `withTranslations('static', () => import(...))`. */
export function withTranslations<T>(part: Exclude<TranslationPart, 'core'>, loadModule: () => Promise<T>) {
  return async (): Promise<T> => (await Promise.all([loadModule(), loadTranslations(part)]))[0];
}

/**
 * Shows the stored language. If its files cannot be fetched, the language shown stays (English on a first
 * load), the store follows it so the header tells the truth, and a toast says so; choosing the language again
 * tries again.
 */
function follow(language: Language): Promise<void> {
  return loader.show(language).catch(() => {
    if (useLanguageStore.getState().language !== language) return; // another choice came since
    useLanguageStore.setState({ language: i18n.language as Language });
    void import('../lib/notify').then(({ notify }) => notify('error', i18n.t('language.loadFailed')));
  });
}

/** Shows `language` once its translations (every part in use) are loaded; the server render's switch. */
export const showLanguage = (language: Language) => loader.show(language);

/** Settles once the stored language can be shown (Bengali is fetched first); main.tsx renders after it. */
export const i18nReady: Promise<void> = follow(useLanguageStore.getState().language);

// In the browser; a page rendered on the server gets its `lang` from its language (entry-server.tsx) and keeps
// it while the Bengali texts load: i18n starts in English, and saying so would mislabel the Bengali page shown.
if (typeof document !== 'undefined') {
  i18n.subscribe((language) => {
    document.documentElement.lang = language;
  });
  void i18nReady.then(() => {
    document.documentElement.lang = i18n.language;
  });
}

// Follow the store: the header's language switch.
useLanguageStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void follow(state.language);
});
