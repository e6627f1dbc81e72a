import { describe, expect, it } from 'vitest';
import en from './en.json';
import bn from './bn.json';

/** Every leaf of a JSON value as [path, value]. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [[path, value]];
}

const enLeaves = new Map(leaves(en));
const bnLeaves = new Map(leaves(bn));
const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe('translation files', () => {
  it('have exactly the same keys in English and Bengali', () => {
    expect([...bnLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('hold non-empty strings with the same placeholders in both languages', () => {
    for (const [path, value] of enLeaves) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
      expect(placeholders(String(bnLeaves.get(path))), path).toEqual(placeholders(value as string));
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
