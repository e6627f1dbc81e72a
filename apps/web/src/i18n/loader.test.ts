import { describe, expect, it } from 'vitest';
import type { Language } from '@nirog/contracts';
import { createTranslationLoader, type Messages, type TranslationPart, type TranslationSources } from './loader';
import { createTranslator } from './translator';

const MESSAGES: Record<Language, Record<TranslationPart, Messages>> = {
  en: {
    core: { nav: { home: 'Home' } },
    account: { orders: { title: 'My orders' } },
    static: { static: { title: 'About' } },
    admin: { admin: { title: 'Users' } },
    adminCatalog: { adminCatalog: { title: 'Catalogue' } },
    provider: { providerJoin: { title: 'Join' } },
    listings: { listings: { title: 'Doctors' } },
    doctorDay: { doctorDay: { title: 'Appointments' } },
    bookings: { bookings: { title: 'Book' } },
    eprescriptions: { eprescriptions: { title: 'Prescription' } },
    careBookings: { careBookings: { title: 'Nurse' } },
    calls: { calls: { title: 'Call' } },
  },
  bn: {
    core: { nav: { home: 'হোম' } },
    account: { orders: { title: 'আমার অর্ডার' } },
    static: { static: { title: 'আমাদের কথা' } },
    admin: { admin: { title: 'ব্যবহারকারী' } },
    adminCatalog: { adminCatalog: { title: 'ক্যাটালগ' } },
    provider: { providerJoin: { title: 'যোগ দিন' } },
    listings: { listings: { title: 'ডাক্তার' } },
    doctorDay: { doctorDay: { title: 'অ্যাপয়েন্টমেন্ট' } },
    bookings: { bookings: { title: 'বুক' } },
    eprescriptions: { eprescriptions: { title: 'প্রেসক্রিপশন' } },
    careBookings: { careBookings: { title: 'নার্স' } },
    calls: { calls: { title: 'কল' } },
  },
};

/** Sources that answer only when the test says so (or fail), and remember what was asked. */
function fakeSources() {
  const asked: string[] = [];
  const waiting = new Map<string, { resolve: (m: Messages) => void; reject: (e: Error) => void }>();
  const source = (language: Language, part: TranslationPart) => () => {
    asked.push(`${language} ${part}`);
    return new Promise<Messages>((resolve, reject) => waiting.set(`${language} ${part}`, { resolve, reject }));
  };
  const sources = Object.fromEntries(
    (['en', 'bn'] as const).map((language) => [
      language,
      {
        core: source(language, 'core'),
        static: source(language, 'static'),
        admin: source(language, 'admin'),
        provider: source(language, 'provider'),
        listings: source(language, 'listings'),
        doctorDay: source(language, 'doctorDay'),
        bookings: source(language, 'bookings'),
      },
    ]),
  ) as TranslationSources;
  const settle = async (key: string, outcome: 'ok' | 'fail' = 'ok') => {
    const [language, part] = key.split(' ') as [Language, TranslationPart];
    const pending = waiting.get(key);
    if (!pending) throw new Error(`${key} was not asked for`);
    waiting.delete(key);
    if (outcome === 'ok') pending.resolve(MESSAGES[language][part]);
    else pending.reject(new Error('offline'));
    await new Promise((r) => setTimeout(r, 0));
  };
  return { sources, asked, settle };
}

function setUp() {
  const i18n = createTranslator('en', 'en');
  const fake = fakeSources();
  const loader = createTranslationLoader(i18n, fake.sources);
  loader.add('en', 'core', MESSAGES.en.core);
  return { i18n, loader, ...fake };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('translation loader', () => {
  it('switches only once the core and every part in use are there', async () => {
    const { i18n, loader, asked, settle } = setUp();
    const staticPage = loader.load('static');
    await settle('en static');
    await staticPage;

    const atSwitch: string[] = [];
    i18n.subscribe(() => atSwitch.push(i18n.t('nav.home'), i18n.t('static.title')));
    const switched = loader.show('bn');
    expect(asked).toEqual(['en static', 'bn core', 'bn static']);
    await settle('bn core');
    expect(i18n.language).toBe('en');
    await settle('bn static');
    await switched;
    expect(atSwitch).toEqual(['হোম', 'আমাদের কথা']);
  });

  it('fetches a page part only in the language about to be shown', async () => {
    const { i18n, loader, asked, settle } = setUp();
    const starting = loader.show('bn');
    const staticPage = loader.load('static');
    await settle('bn core');
    await settle('bn static');
    await Promise.all([starting, staticPage]);
    expect(asked).toEqual(['bn core', 'bn static']);
    expect(i18n.t('static.title')).toBe('আমাদের কথা');
  });

  it('keeps the language shown when a switch fails, loads the page part for it, and tries again next time', async () => {
    const { i18n, loader, asked, settle } = setUp();
    const starting = loader.show('bn');
    const staticPage = loader.load('static');
    await settle('bn core', 'fail');
    await expect(starting).rejects.toThrow('offline');
    await settle('bn static');
    await tick();
    // The switch failed: the page renders in English, so English static texts are fetched too.
    await settle('en static');
    await staticPage;
    expect(i18n.language).toBe('en');
    expect(i18n.t('static.title')).toBe('About');

    const again = loader.show('bn');
    await settle('bn core');
    await again;
    expect(i18n.language).toBe('bn');
    expect(asked.filter((key) => key === 'bn core')).toHaveLength(2);
  });

  it('lets the last of two overlapping switches win', async () => {
    const { i18n, loader, settle } = setUp();
    const toBengali = loader.show('bn');
    const backToEnglish = loader.show('en');
    await backToEnglish;
    await settle('bn core');
    await toBengali;
    expect(i18n.language).toBe('en');
    // Bengali is at hand now: switching again is immediate.
    await loader.show('bn');
    expect(i18n.language).toBe('bn');
  });
});
