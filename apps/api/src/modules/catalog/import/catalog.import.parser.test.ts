import { describe, expect, it } from 'vitest';
import {
  checkRows,
  headerColumn,
  isNotForSale,
  manufacturerKey,
  normalizeHeader,
  parseDiscount,
  parseImportFile,
  parsePrice,
  parseYesNo,
  strengthKey,
} from './catalog.import.parser';
import { defaultPrescriptionRequired } from './catalog.import.otc';

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

describe('drug-index files', () => {
  it('compares manufacturers without their legal form and strengths without spaces', () => {
    const square = manufacturerKey('Square Pharmaceuticals PLC');
    for (const name of [
      'Square Pharmaceuticals Ltd.',
      'SQUARE PHARMACEUTICALS LIMITED',
      'Square Pharmaceuticals, Ltd',
    ]) {
      expect(manufacturerKey(name)).toBe(square);
    }
    expect(manufacturerKey('Renata Limited')).toBe(manufacturerKey('Renata PLC'));
    expect(manufacturerKey('SK+F Bangladesh Pvt. Ltd.')).toBe('sk+f bangladesh');
    // Another company, and a name that is only a legal form, stay themselves.
    expect(manufacturerKey('Square Toiletries Ltd.')).not.toBe(square);
    expect(manufacturerKey('Limited')).toBe('limited');
    expect(strengthKey('500 mg + 65 mg')).toBe(strengthKey('500MG+65mg'));
    expect(strengthKey('10 mg')).not.toBe(strengthKey('100 mg'));
  });

  it('knows the header names of pharmacy systems and drug indexes, in any case and spacing', () => {
    expect(headerColumn('Name')).toBe('brand_name');
    expect(headerColumn(' BRAND ')).toBe('brand_name');
    expect(headerColumn('Type')).toBe('dosage_form');
    expect(headerColumn('dosage-form')).toBe('dosage_form');
    expect(headerColumn('MG')).toBe('strength');
    expect(headerColumn('Generic  Name')).toBe('generic');
    expect(headerColumn('company_name')).toBe('manufacturer');
    expect(headerColumn('Unit Price')).toBe('price');
    expect(headerColumn('mrp')).toBe('price');
    expect(headerColumn('Prescription required')).toBe('prescription_required');
    expect(headerColumn('Pack size')).toBe('pack_unit');
    expect(headerColumn('bn_name')).toBe('bn_name');
    expect(headerColumn('Remarks')).toBeNull();
  });

  it('reads labelled prices, taka signs, grouping and Bengali digits; "Price Unavailable" is not for sale', () => {
    expect(parsePrice('Unit Price : ৳ 12.00')).toEqual({ value: 1200 });
    expect(parsePrice('৳ 195.00')).toEqual({ value: 19500 });
    expect(parsePrice('Tk 1,085.50')).toEqual({ value: 108550 });
    expect(parsePrice('MRP: Tk. 5')).toEqual({ value: 500 });
    expect(parsePrice('৳ ১,২৫০.৫০')).toEqual({ value: 125050 });
    expect(parsePrice('Unit Price : ৳ twelve')).toMatchObject({ problem: { key: 'catalog_import.row.price_invalid' } });
    expect(isNotForSale('Price Unavailable')).toBe(true);
    expect(isNotForSale('not for sale')).toBe(true);
    expect(isNotForSale('12.00')).toBe(false);
  });

  it('reads yes/no in the ways pharmacists write it', () => {
    for (const yes of ['yes', 'Y', '1', 'Rx', 'TRUE', 'হ্যাঁ', '১']) expect(parseYesNo(yes)).toBe(true);
    for (const no of ['no', 'N', '0', 'OTC', 'false', 'না', '০']) expect(parseYesNo(no)).toBe(false);
    expect(parseYesNo('maybe')).toBeNull();
  });

  it('defaults to prescription-only unless every generic is on the DGDA OTC list in that form', () => {
    expect(defaultPrescriptionRequired(['Calcium Carbonate'], 'Tablet')).toBe(false);
    expect(defaultPrescriptionRequired(['Ferrous Fumarate'], 'Capsule')).toBe(false);
    expect(defaultPrescriptionRequired(['Aluminium Hydroxide', 'Magnesium Hydroxide'], 'Chewable Tablet')).toBe(false);
    expect(defaultPrescriptionRequired(['Oral Rehydration Salts'], 'Powder for Solution')).toBe(false);
    expect(defaultPrescriptionRequired(['Chloramphenicol'], 'Eye Drops')).toBe(false);
    expect(defaultPrescriptionRequired(['Diclofenac Sodium'], 'Gel')).toBe(false);
    // Only in the forms the list names.
    expect(defaultPrescriptionRequired(['Diclofenac Sodium'], 'Tablet')).toBe(true);
    expect(defaultPrescriptionRequired(['Albendazole'], 'Tablet')).toBe(true);
    expect(defaultPrescriptionRequired(['Albendazole'], 'Chewable Tablet')).toBe(false);
    expect(defaultPrescriptionRequired(['Chloramphenicol'], 'Capsule')).toBe(true);
    expect(defaultPrescriptionRequired(['Aluminium Hydroxide', 'Magnesium Hydroxide'], 'Tablet')).toBe(true);
    // Not among the items that could be checked against the cited list: prescription-only by default.
    expect(defaultPrescriptionRequired(['Paracetamol'], 'Tablet')).toBe(true);
    expect(defaultPrescriptionRequired(['Multivitamin'], 'Tablet')).toBe(true);
    expect(defaultPrescriptionRequired(['Ferrous Fumarate', 'Folic Acid'], 'Capsule')).toBe(true);
    expect(defaultPrescriptionRequired(['Omeprazole'], 'Capsule')).toBe(true);
    expect(defaultPrescriptionRequired([], 'Tablet')).toBe(true);
  });

  it('skips an exact repeat, reports a differing repeat, and keeps the same brand of two companies', () => {
    const columns = new Set(['brand_name', 'dosage_form', 'strength', 'generic', 'manufacturer', 'price'] as const);
    const row = (line: number, manufacturer: string, price: string) => ({
      line,
      values: { brand_name: 'Napa', dosage_form: 'Tablet', strength: '', generic: 'Paracetamol', manufacturer, price },
    });
    const result = checkRows(
      [row(2, 'Beximco', '1'), row(3, 'Beximco', '1'), row(4, 'Square', '1'), row(5, 'Beximco', '2')],
      columns,
      new Map(),
    );
    expect(result.items.map((i) => [i.line, i.power, i.manufacturer])).toEqual([
      [2, '', 'Beximco'],
      [4, '', 'Square'],
    ]);
    expect(result.skipped).toBe(1);
    expect(result.problems).toEqual([
      { line: 5, column: 'brand_name', key: 'catalog_import.row.duplicate', params: { line: 2 } },
    ]);
  });
});
