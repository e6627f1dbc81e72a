import { describe, expect, it } from 'vitest';
import en from '../../i18n/static.en.json';
import bn from '../../i18n/static.bn.json';
import { SERVICES } from './components/service-list';
import { SITE_MAP } from './components/site-map-links';

/** Every leaf of a JSON value as a path (`a.b[2].c`) with its value. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [[path, value]];
}

const enLeaves = new Map(leaves({ static: en.static }));
const bnLeaves = new Map(leaves({ static: bn.static }));

describe('static page translations', () => {
  it('have exactly the same key paths in English and Bengali', () => {
    expect([...bnLeaves.keys()]).toEqual([...enLeaves.keys()]);
    expect(enLeaves.size).toBeGreaterThan(200);
  });

  it('hold non-empty strings only', () => {
    for (const [path, value] of [...enLeaves, ...bnLeaves]) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('link to the same app paths in both languages', () => {
    const links = [...enLeaves].filter(([path]) => path.endsWith('.link.to'));
    expect(links.length).toBeGreaterThan(5);
    for (const [path, to] of links) {
      expect(bnLeaves.get(path), path).toBe(to);
      expect(to as string, path).toMatch(/^\/[a-z-]*$/);
    }
  });

  it('are really translated: Bengali text is in Bengali script', () => {
    const untranslated = [...bnLeaves].filter(
      ([path, value]) =>
        !/[\u0980-\u09FF]/.test(value as string) && !path.endsWith('.to') && !path.endsWith('phonePlaceholder'),
    );
    expect(untranslated.map(([path]) => path)).toEqual([]);
  });

  it('have a label for every site-map link and every service card, and nothing more', () => {
    for (const lang of [en, bn]) {
      const groups = lang.static.siteMap.groups as Record<string, { title: string; links: Record<string, string> }>;
      expect(Object.keys(groups)).toEqual(SITE_MAP.map((g) => g.key));
      for (const group of SITE_MAP) {
        expect(Object.keys(groups[group.key].links)).toEqual(group.links.map((l) => l.key));
      }
      expect(Object.keys(lang.static.services.items)).toEqual(SERVICES.map((s) => s.key));
    }
  });
});
