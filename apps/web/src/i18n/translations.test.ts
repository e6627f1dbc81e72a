import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, JOB_KIND_NAMES } from '@nirog/contracts';
import { TRANSLATION_FILES } from '../../test/translations';
import { TRANSLATION_SOURCES } from './sources';

/** Every leaf of a JSON value as [path, value]. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [[path, value]];
}

const filesOf = (language: 'en' | 'bn') => TRANSLATION_FILES.filter((file) => file.language === language);
const enLeaves = new Map(filesOf('en').flatMap((file) => leaves(file.messages)));
const bnLeaves = new Map(filesOf('bn').flatMap((file) => leaves(file.messages)));
const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

/** The signed-in patient's pages' keys and checkout's, fetched with those pages, not with the first page. */
const ACCOUNT_KEYS = ['profile', 'orders', 'prescriptions', 'medicineRequests', 'addresses', 'referral', 'checkout'];

/**
 * The part a top-level key belongs in: the back office, the provider side and the static pages' texts are
 * fetched on their own.
 */
const partOf = (topLevelKey: string) =>
  ACCOUNT_KEYS.includes(topLevelKey)
    ? 'account'
    : topLevelKey === 'adminCatalog'
      ? 'adminCatalog'
      : topLevelKey.startsWith('admin')
        ? 'admin'
        : topLevelKey.startsWith('provider')
          ? 'provider'
          : topLevelKey.startsWith('listings')
            ? 'listings'
            : topLevelKey.startsWith('bookings')
              ? 'bookings'
              : topLevelKey === 'eprescriptions'
                ? 'eprescriptions'
                : topLevelKey === 'doctorDay'
                  ? 'doctorDay'
                  : topLevelKey === 'careBookings'
                    ? 'careBookings'
                    : topLevelKey === 'calls'
                      ? 'calls'
                      : topLevelKey === 'static'
                        ? 'static'
                        : 'core';

describe('translation files', () => {
  it('have exactly the same keys in English and Bengali, part by part', () => {
    for (const en of filesOf('en')) {
      const bn = filesOf('bn').find((file) => file.part === en.part)!;
      const paths = (messages: unknown) => leaves(messages).map(([path]) => path);
      expect(paths(bn.messages).sort(), en.part).toEqual(paths(en.messages).sort());
    }
  });

  it('define each key in one part only, the right one', () => {
    for (const language of ['en', 'bn'] as const) {
      const owners = filesOf(language).flatMap((file) => Object.keys(file.messages).map((key) => [key, file.part]));
      const keys = owners.map(([key]) => key);
      expect(
        keys.filter((key, i) => keys.indexOf(key) !== i),
        language,
      ).toEqual([]);
      expect(
        owners.filter(([key, part]) => partOf(key) !== part),
        language,
      ).toEqual([]);
    }
  });

  it('are the files the app loads, every part in both languages', async () => {
    const sources = Object.entries(TRANSLATION_SOURCES).flatMap(([language, parts]) =>
      Object.keys(parts).map((part) => `${language} ${part}`),
    );
    expect(TRANSLATION_FILES.map((file) => `${file.language} ${file.part}`).sort()).toEqual(sources.sort());
    for (const { language, part, messages } of TRANSLATION_FILES) {
      expect(await TRANSLATION_SOURCES[language][part](), `${language} ${part}`).toEqual(messages);
    }
  });

  it('name a button with a label that starts with the text it shows (WCAG 2.5.3, label in name)', () => {
    // [accessible name, visible text] of buttons that carry an aria-label naming what they act on.
    const labelled = [
      ['shop.addToCartNamed', 'shop.addToCart'],
      ['wishlist.addToCartNamed', 'wishlist.addToCart'],
      ['orders.payNowFor', 'common.payment.payNow'],
    ];
    for (const table of [enLeaves, bnLeaves]) {
      for (const [name, visible] of labelled) {
        expect(table.get(name) as string, name).toMatch(new RegExp(`^${table.get(visible) as string}`));
      }
    }
  });

  it('label every audit-log action and subject and every background job kind the api writes, in both languages', () => {
    const keys = [
      ...AUDIT_ACTIONS.map((action) => `admin.auditLog.actions.${action}`),
      ...AUDIT_SUBJECTS.map((subject) => `admin.auditLog.subjects.${subject}`),
      ...JOB_KIND_NAMES.map((kind) => `adminJobs.kinds.${kind}`),
    ];
    expect(keys.filter((key) => typeof enLeaves.get(key) !== 'string')).toEqual([]);
    expect(keys.filter((key) => typeof bnLeaves.get(key) !== 'string')).toEqual([]);
  });

  it('hold non-empty strings with the same placeholders in both languages', () => {
    for (const [path, value] of enLeaves) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
      expect(placeholders(String(bnLeaves.get(path))), path).toEqual(placeholders(value as string));
    }
  });

  it('give each plural both forms the translator chooses from (`_one`, `_other`), in both languages', () => {
    for (const messages of [enLeaves, bnLeaves]) {
      const plurals = [...messages.keys()].filter((path) => /_(one|other)$/.test(path));
      expect(plurals.length).toBeGreaterThan(0);
      for (const path of plurals) {
        const base = path.replace(/_(one|other)$/, '');
        expect(messages.has(`${base}_one`) && messages.has(`${base}_other`), path).toBe(true);
      }
    }
  });

  it('are translated: Bengali strings that say something contain Bengali script', () => {
    const untranslated = [...bnLeaves].filter(([path, value]) => {
      const text = String(value).replace(/{{\s*\w+\s*}}/g, '');
      const hasLetters = /[A-Za-z]{3,}/.test(text);
      const isLinkOrCode = /(^|\.)(to|href|url|[a-zA-Z]*[pP]laceholder)$/.test(path);
      return hasLetters && !isLinkOrCode && !/[\u0980-\u09FF]/.test(text);
    });
    expect(untranslated.map(([path]) => path)).toEqual([]);
  });
});
