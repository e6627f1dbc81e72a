import { describe, expect, it } from 'vitest';
import { SLUG_MAX, productSlug, slugify } from './catalog.slug';

describe('slugify', () => {
  it('makes lowercase ASCII words joined by single hyphens', () => {
    expect(slugify('  Napa Extra  ')).toBe('napa-extra');
    expect(slugify('120 mg/5 ml')).toBe('120-mg-5-ml');
    expect(slugify('0.9%')).toBe('0-9');
    expect(slugify('Café — Crème')).toBe('cafe-creme');
    expect(slugify('--A__B--')).toBe('a-b');
    expect(slugify('নাপা')).toBe('');
  });
});

describe('productSlug', () => {
  it('joins brand name, strength and dosage form', () => {
    expect(productSlug({ title: 'Napa', power: '500 mg', dosageForm: 'Tablet' })).toBe('napa-500-mg-tablet');
    expect(productSlug({ title: 'NAPA', power: '500MG', dosageForm: 'tablet' })).toBe('napa-500mg-tablet');
    expect(productSlug({ title: 'Normal Saline', power: null, dosageForm: 'IV Infusion' })).toBe(
      'normal-saline-iv-infusion',
    );
    expect(productSlug({ title: 'Napa' })).toBe('napa');
  });

  it('gives a Bengali-only title a stable short hash instead of an empty or shared slug', () => {
    const a = productSlug({ title: 'নাপা', power: '500 mg', dosageForm: 'Tablet' });
    const b = productSlug({ title: 'এইস', power: '500 mg', dosageForm: 'Tablet' });
    expect(a).toMatch(/^p-[0-9a-f]{10}-500-mg-tablet$/);
    expect(b).not.toBe(a);
    expect(productSlug({ title: ' নাপা ', power: '500 mg', dosageForm: 'Tablet' })).toBe(a);
    expect(productSlug({ title: 'নাপা' })).toMatch(/^p-[0-9a-f]{10}$/);
  });

  it('keeps long slugs within the column, distinct by a hash of the whole', () => {
    const long = 'Extraordinarily Long Brand Name '.repeat(8);
    const a = productSlug({ title: long, power: '500 mg', dosageForm: 'Tablet' });
    const b = productSlug({ title: long, power: '250 mg', dosageForm: 'Tablet' });
    expect(a.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(a).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(b).not.toBe(a);
  });
});
