import { describe, expect, it } from 'vitest';
import { normalizeHeader, parseDiscount, parseImportFile, parsePrice } from './catalog.import.parser';

describe('import file parsing', () => {
  it('reads taka as people write it, in poisha', () => {
    const cases: Array<[string, number]> = [
      ['12', 1200],
      ['12.5', 1250],
      ['12.50', 1250],
      ['0', 0],
      ['.5', 50],
      ['1,250.50', 125050],
      ['12,50,000', 125000000],
      ['৳ 12', 1200],
      ['৳12.75', 1275],
      ['Tk 12', 1200],
      ['Tk. 12.5', 1250],
      ['tk12', 1200],
      ['12 Tk', 1200],
      ['১২.৫০', 1250],
      ['12.500', 1250],
    ];
    for (const [text, poisha] of cases) expect(parsePrice(text), text).toEqual({ value: poisha });
  });

  it('rejects what is not an amount of taka', () => {
    const keys = (text: string) => {
      const r = parsePrice(text);
      return 'problem' in r ? r.problem.key : null;
    };
    expect(keys('abc')).toBe('catalog_import.row.price_invalid');
    expect(keys('1,2,3')).toBe('catalog_import.row.price_invalid');
    expect(keys('12,5')).toBe('catalog_import.row.price_invalid');
    expect(keys('1e3')).toBe('catalog_import.row.price_invalid');
    expect(keys('12..5')).toBe('catalog_import.row.price_invalid');
    expect(keys('$12')).toBe('catalog_import.row.price_invalid');
    expect(keys('-5')).toBe('catalog_import.row.price_negative');
    expect(keys('1.234')).toBe('catalog_import.row.price_decimals');
    expect(keys('10000001')).toBe('catalog_import.row.price_too_large');
  });

  it('reads a discount percentage', () => {
    expect(parseDiscount('')).toEqual({ value: 0 });
    expect(parseDiscount('12.5')).toEqual({ value: 12.5 });
    expect(parseDiscount('12.5 %')).toEqual({ value: 12.5 });
    expect(parseDiscount('100')).toEqual({ value: 100 });
    for (const bad of ['101', '-1', 'ten', '1.234']) expect(parseDiscount(bad)).toHaveProperty('problem');
  });

  it('matches header names in any case with spaces, underscores or hyphens', () => {
    expect(normalizeHeader('\ufeff Brand Name ')).toBe('brand_name');
    expect(normalizeHeader('DOSAGE-FORM')).toBe('dosage_form');
    expect(normalizeHeader('dosage__form')).toBe('dosage_form');
  });

  it('keeps the file line numbers across blank lines and quoted line breaks, with CRLF or LF', async () => {
    const header = 'brand_name,dosage_form,strength,generic,manufacturer,price';
    for (const eol of ['\r\n', '\n', '\r']) {
      const text = [
        header,
        'A,Tablet,1 mg,G,M,1',
        '',
        '"B\nline",Tablet,1 mg,G,M,1',
        ',,,,,',
        'C,Tablet,1 mg,G,M,1',
      ].join(eol);
      const parsed = await parseImportFile(Buffer.from(text));
      if ('failure' in parsed) throw new Error(parsed.failure.key);
      expect(
        parsed.rows.map((r) => [r.line, r.values.brand_name]),
        JSON.stringify(eol),
      ).toEqual([
        [2, 'A'],
        [4, 'B\nline'],
        [7, 'C'],
      ]);
    }
  });

  it('reads Bengali text split across the slices it is parsed in', async () => {
    const header = 'brand_name,dosage_form,strength,generic,manufacturer,price\n';
    const row = 'নাপা এক্সট্রা,ট্যাবলেট,৫০০ mg,প্যারাসিটামল,বেক্সিমকো,১২\n';
    const parsed = await parseImportFile(Buffer.from(header + row.repeat(6000)));
    if ('failure' in parsed) throw new Error(parsed.failure.key);
    expect(parsed.rows).toHaveLength(6000);
    expect(new Set(parsed.rows.map((r) => r.values.brand_name))).toEqual(new Set(['নাপা এক্সট্রা']));
    expect(parsed.rows.at(-1)?.line).toBe(6001);
  });

  it('fails files that are not UTF-8 text', async () => {
    expect(await parseImportFile(Buffer.from([0x61, 0xff, 0x62]))).toEqual({
      failure: { key: 'catalog_import.failure.not_utf8' },
    });
    expect(await parseImportFile(Buffer.from('a\0b'))).toEqual({ failure: { key: 'catalog_import.failure.binary' } });
  });
});
