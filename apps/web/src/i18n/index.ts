import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useLanguageStore } from '../stores/language';
import en from './en.json';
import bn from './bn.json';

// TEMPORARY while features are built in parallel: fragments/<name>.<lang>.json are merged in.
// They are folded into en.json / bn.json before the work lands.
const fragments = import.meta.glob<Record<string, unknown>>('./fragments/*.json', { eager: true, import: 'default' });
function withFragments(base: Record<string, unknown>, lang: string) {
  const merged = { ...base };
  for (const [file, data] of Object.entries(fragments)) if (file.endsWith(`.${lang}.json`)) Object.assign(merged, data);
  return merged;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: withFragments(en, 'en') }, bn: { translation: withFragments(bn, 'bn') } },
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
