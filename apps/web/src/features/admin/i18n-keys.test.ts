import { describe, expect, it } from 'vitest';
import en from '../../i18n/fragments/admin.en.json';
import bn from '../../i18n/fragments/admin.bn.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [String(value)];
  return Object.values(value).flatMap(leaves);
}

describe('admin translations', () => {
  it('have the same keys in English and Bengali, under `admin`', () => {
    expect(Object.keys(en)).toEqual(['admin']);
    expect(keysOf(bn).sort()).toEqual(keysOf(en).sort());
  });

  it('have no empty strings and the same placeholders in both languages', () => {
    for (const text of [...leaves(en), ...leaves(bn)]) expect(text.trim()).not.toBe('');
    const enKeys = keysOf(en);
    const pick = (root: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as string;
    for (const key of enKeys) {
      const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect(placeholders(pick(bn, key)), key).toEqual(placeholders(pick(en, key)));
    }
  });
});
