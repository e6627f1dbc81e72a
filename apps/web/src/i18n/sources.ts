import en from './en.json';
import type { Messages, TranslationSources } from './loader';

const defaultExport = (module: { default: Messages }) => module.default;

/**
 * Where each part comes from. English core is in the first load (the entry): it is the default language and the fallback.
 * Everything else is a chunk of its own, fetched when a page or a language switch needs it.
 */
export const TRANSLATION_SOURCES: TranslationSources = {
  en: {
    core: () => Promise.resolve(en),
    account: () => import('./account.en.json').then(defaultExport),
    static: () => import('./static.en.json').then(defaultExport),
    admin: () => import('./admin.en.json').then(defaultExport),
    adminCatalog: () => import('./admin-catalog.en.json').then(defaultExport),
    provider: () => import('./provider.en.json').then(defaultExport),
    listings: () => import('./listings.en.json').then(defaultExport),
    doctorDay: () => import('./doctor-day.en.json').then(defaultExport),
    bookings: () => import('./bookings.en.json').then(defaultExport),
    eprescriptions: () => import('./eprescriptions.en.json').then(defaultExport),
    careBookings: () => import('./care-bookings.en.json').then(defaultExport),
    calls: () => import('./calls.en.json').then(defaultExport),
  },
  bn: {
    core: () => import('./bn.json').then(defaultExport),
    account: () => import('./account.bn.json').then(defaultExport),
    static: () => import('./static.bn.json').then(defaultExport),
    admin: () => import('./admin.bn.json').then(defaultExport),
    adminCatalog: () => import('./admin-catalog.bn.json').then(defaultExport),
    provider: () => import('./provider.bn.json').then(defaultExport),
    listings: () => import('./listings.bn.json').then(defaultExport),
    doctorDay: () => import('./doctor-day.bn.json').then(defaultExport),
    bookings: () => import('./bookings.bn.json').then(defaultExport),
    eprescriptions: () => import('./eprescriptions.bn.json').then(defaultExport),
    careBookings: () => import('./care-bookings.bn.json').then(defaultExport),
    calls: () => import('./calls.bn.json').then(defaultExport),
  },
};
