import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useLanguageStore } from '../stores/language';
import en from './en.json';
import bn from './bn.json';

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, bn: { translation: bn } },
  lng: useLanguageStore.getState().language,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

// Follow the stored language (switch in the header, or another tab).
useLanguageStore.subscribe((state) => {
  if (i18n.language !== state.language) void i18n.changeLanguage(state.language);
  document.documentElement.lang = state.language;
});
document.documentElement.lang = useLanguageStore.getState().language;

export { i18n };
