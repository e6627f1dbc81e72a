import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Language } from '@nirog/contracts';
import { STORAGE_KEYS } from '../lib/storage';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/** The interface language (en default), stored locally so it survives reloads. */
export const useLanguageStore = create<LanguageState>()(
  persist((set) => ({ language: 'en', setLanguage: (language) => set({ language }) }), {
    name: STORAGE_KEYS.language,
  }),
);
