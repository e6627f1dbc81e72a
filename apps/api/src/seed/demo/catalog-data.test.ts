import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SLIDERS } from './catalog-data';

const BENGALI = /[\u0980-\u09FF]/;
const LATIN_LETTER = /[A-Za-z]/;

describe('demo catalog data', () => {
  it('has 300+ products in 12+ categories', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(300);
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(12);
  });

  it('has well-formed categories with Bengali names', () => {
    const slugs = DEMO_CATEGORIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const c of DEMO_CATEGORIES) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.name.trim()).not.toBe('');
      expect(c.bn_name).toMatch(BENGALI);
      expect(c.bn_name).not.toMatch(LATIN_LETTER);
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('puts every product in an existing category and uses every category', () => {
    const slugs = new Set(DEMO_CATEGORIES.map((c) => c.slug));
    for (const p of DEMO_PRODUCTS) expect(slugs.has(p.category), `${p.brand}: ${p.category}`).toBe(true);
    const used = new Set(DEMO_PRODUCTS.map((p) => p.category));
    for (const slug of slugs) expect(used.has(slug), slug).toBe(true);
  });

  it('has unique brand + strength + form', () => {
    const keys = DEMO_PRODUCTS.map((p) => `${p.brand}|${p.strength}|${p.form}`.toLowerCase());
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
  });

  it('spells each brand the same way and gives it one manufacturer', () => {
    const seen = new Map<string, string>();
    for (const p of DEMO_PRODUCTS) {
      const value = `${p.bn_brand}|${p.manufacturer}`;
      expect(seen.get(p.brand) ?? value, p.brand).toBe(value);
      seen.set(p.brand, value);
    }
  });

  it('has sane fields on every product', () => {
    for (const p of DEMO_PRODUCTS) {
      const label = `${p.brand} ${p.strength} ${p.form}`;
      expect(p.bn_brand, label).toMatch(BENGALI);
      expect(p.price, label).toBeGreaterThan(0);
      expect(Number.isFinite(p.price), label).toBe(true);
      expect(Number.isInteger(p.discount), label).toBe(true);
      expect(p.discount, label).toBeGreaterThanOrEqual(0);
      expect(p.discount, label).toBeLessThanOrEqual(30);
      expect(p.generics.length, label).toBeGreaterThan(0);
      expect(p.strength, label).toMatch(/\d/);
      for (const field of [p.brand, p.form, p.manufacturer, p.indications, p.uses_rule, p.side_effect]) {
        expect(field.trim(), label).not.toBe('');
      }
      expect(p.description, label).toMatch(/^<p>/);
      expect(p.description, label).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('has some discounts, some prescription-only and some OTC items', () => {
    const discounted = DEMO_PRODUCTS.filter((p) => p.discount > 0).length;
    expect(discounted).toBeGreaterThan(DEMO_PRODUCTS.length / 5);
    expect(discounted).toBeLessThan(DEMO_PRODUCTS.length);
    const find = (brand: string, strength: string) =>
      DEMO_PRODUCTS.find((p) => p.brand === brand && p.strength === strength);
    expect(find('Napa', '500 mg')?.prescription_required).toBe(false);
    expect(find('ORSaline-N', '10.25 g')?.prescription_required).toBe(false);
    expect(find('Zimax', '500 mg')?.prescription_required).toBe(true);
    expect(DEMO_PRODUCTS.filter((p) => p.category === 'antibiotics').every((p) => p.prescription_required)).toBe(true);
  });

  it.each([
    ['Paracetamol', '500 mg', 5],
    ['Omeprazole', '20 mg', 4],
    ['Esomeprazole', '20 mg', 4],
    ['Esomeprazole', '40 mg', 3],
    ['Cetirizine', '10 mg', 3],
    ['Fexofenadine', '120 mg', 3],
    ['Montelukast', '10 mg', 3],
    ['Azithromycin', '500 mg', 3],
    ['Metformin', '500 mg', 3],
    ['Amlodipine', '5 mg', 3],
    ['Losartan', '50 mg', 3],
  ])('offers alternative brands of %s %s (at least %i)', (generic, strength, min) => {
    const brands = new Set(
      DEMO_PRODUCTS.filter(
        (p) => p.generics.length === 1 && p.generics[0].startsWith(generic) && p.strength === strength,
      ).map((p) => p.brand),
    );
    expect(brands.size).toBeGreaterThanOrEqual(min);
    const prices = DEMO_PRODUCTS.filter(
      (p) => p.generics.length === 1 && p.generics[0].startsWith(generic) && p.strength === strength,
    ).map((p) => p.price);
    expect(new Set(prices).size).toBeGreaterThan(1);
  });

  it('includes well-known Bangladeshi brands', () => {
    const brands = new Set(DEMO_PRODUCTS.map((p) => p.brand));
    for (const b of ['Napa', 'Napa Extra', 'Ace', 'Seclo', 'Sergel', 'Maxpro', 'Alatrol', 'Monas', 'Comet', 'Ceevit']) {
      expect(brands.has(b), b).toBe(true);
    }
    expect(DEMO_PRODUCTS.find((p) => p.brand === 'Napa')?.bn_brand).toBe('নাপা');
  });

  it('has two bilingual sliders of every kind', () => {
    const kinds = [
      'home-slider',
      'shop-slider',
      'nurse-slider',
      'ambulance-slider',
      'bd-doctor-slider',
      'in-doctor-slider',
      'video-slider',
    ];
    for (const kind of kinds)
      expect(
        DEMO_SLIDERS.filter((s) => s.kind === kind),
        kind,
      ).toHaveLength(2);
    expect(DEMO_SLIDERS).toHaveLength(kinds.length * 2);
    for (const s of DEMO_SLIDERS) {
      expect(s.bn_title).toMatch(BENGALI);
      expect(s.title).toMatch(LATIN_LETTER);
      expect(s.subtitle.trim()).not.toBe('');
      expect(s.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});
