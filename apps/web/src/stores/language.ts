import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { Language } from '@nirog/contracts';
import { LANGUAGE_COOKIE } from '@nirog/contracts/constants';
import { STORAGE_KEYS } from '../lib/storage';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/** A year, in seconds. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Tells the server the language too (it cannot read localStorage): the landing pages are rendered there in the
 * cookie's language (issue 11). Written whenever the language is set or restored from storage.
 */
export function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The server's stand-in for localStorage (a server render sets the language of the page it renders). */
const NO_STORAGE: StateStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

const languageStore = createStore<LanguageState>()(
  persist((set) => ({ language: 'en', setLanguage: (language) => set({ language }) }), {
    name: STORAGE_KEYS.language,
    storage: createJSONStorage(() => (typeof localStorage === 'undefined' ? NO_STORAGE : localStorage)),
    onRehydrateStorage: () => (state) => writeLanguageCookie(state?.language ?? 'en'),
  }),
);
languageStore.subscribe((state, previous) => {
  if (state.language !== previous.language) writeLanguageCookie(state.language);
});

/**
 * The interface language (en default), stored locally so it survives reloads, and in a cookie for the server.
 *
 * Unlike zustand's own hook, it reads the current state on the server and while hydrating too (zustand reads the
 * initial `en` there): a page rendered on the server in Bengali is rendered, and hydrated, in Bengali.
 */
export const useLanguageStore = Object.assign(function useLanguageStore<T>(selector: (state: LanguageState) => T): T {
  const read = () => selector(languageStore.getState());
  return useSyncExternalStore(languageStore.subscribe, read, read);
}, languageStore);
