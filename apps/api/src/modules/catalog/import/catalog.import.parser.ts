import { isUtf8 } from 'node:buffer';
import { CsvError, parse } from 'csv-parse';
import {
  CATALOG_IMPORT_COLUMNS,
  CATALOG_IMPORT_HEADER_ALIASES,
  CATALOG_IMPORT_REQUIRED_COLUMNS,
} from '@nirog/contracts';
import type { MessageKey } from '../../../lib/i18n';
import { productSlug } from '../catalog.slug';
import { defaultPrescriptionRequired } from './catalog.import.otc';
import { latinDigits } from '@nirog/contracts/constants';

/**
 * Reading and checking an import file, without the database: bytes -> header and rows with their
 * true line numbers -> valid products or row problems. The service does the writing.
 */

export type ImportColumn = (typeof CATALOG_IMPORT_COLUMNS)[number];
type Params = Record<string, string | number>;

export interface ImportFailure {
  key: MessageKey;
  params?: Params;
}

export interface RowProblem {
  line: number;
  column: ImportColumn | null;
  key: MessageKey;
  params?: Params;
}

export interface CsvRow {
  /** Line in the file where the record starts (the header is line 1 when it is the first line). */
  line: number;
  values: Partial<Record<ImportColumn, string>>;
}

export interface ParsedFile {
  /** Columns the header names (known ones only). */
  columns: Set<ImportColumn>;
  /** Header cells that matched no column (or repeated one), as written. */
  ignored: string[];
  rows: CsvRow[];
}

export const IMPORT_LIMITS = {
  brandName: 190,
  dosageForm: 80,
  strength: 80,
  generic: 190,
  genericsMax: 10,
  manufacturer: 190,
  packUnit: 40,
  bnName: 190,
  priceMax: 10_000_000,
} as const;

/** Header names match case-insensitively, with spaces, underscores or hyphens: "Brand Name" == brand_name. */
export function normalizeHeader(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
}

/** Every accepted header name, normalized, to its column. */
const HEADER_NAMES = new Map<string, ImportColumn>(
  CATALOG_IMPORT_COLUMNS.flatMap((column) =>
    CATALOG_IMPORT_HEADER_ALIASES[column].map((alias) => [normalizeHeader(alias), column] as const),
  ),
);

/** The column a header cell names ("Company Name" -> manufacturer), or null. */
export function headerColumn(cell: string): ImportColumn | null {
  return HEADER_NAMES.get(normalizeHeader(cell)) ?? null;
}
const PARSE_SLICE_BYTES = 256 * 1024;

/** Line breaks in a record's raw text; csv-parse leaves out the `\n` of a closing `\r\n`. */
function lineBreaks(raw: string): number {
  return raw.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/**
 * Decodes and parses the file. A UTF-8 BOM is dropped, CRLF and LF both work, quoted fields may hold
 * commas and line breaks, blank lines (and lines of empty cells) are skipped while line numbers stay
 * those of the file. Unknown columns are ignored; a missing required column fails the whole file.
 */
export async function parseImportFile(data: Buffer): Promise<ParsedFile | { failure: ImportFailure }> {
  if (data.includes(0)) return { failure: { key: 'catalog_import.failure.binary' } };
  if (!isUtf8(data)) return { failure: { key: 'catalog_import.failure.not_utf8' } };

  const parser = parse({ bom: true, raw: true, relax_column_count: true, relax_quotes: true });
  let nextLine = 1;
  let header = null as Array<ImportColumn | null> | null;
  const rows: CsvRow[] = [];
  const ignored: string[] = [];
  parser.on('data', ({ record, raw }: { record: string[]; raw: string }) => {
    const line = nextLine;
    nextLine += Math.max(1, lineBreaks(raw));
    if (record.every((cell) => cell.trim() === '')) return;
    if (!header) {
      const seen = new Set<string>();
      header = record.map((cell) => {
        const column = headerColumn(cell);
        if (!column || seen.has(column)) {
          if (cell.trim() !== '')
            ignored.push(
              cell
                .replace(/^\uFEFF/, '')
                .trim()
                .slice(0, 80),
            );
          return null;
        }
        seen.add(column);
        return column;
      });
      return;
    }
    const values: CsvRow['values'] = {};
    header.forEach((column, i) => {
      if (column) values[column] = (record[i] ?? '').trim();
    });
    rows.push({ line, values });
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
  });
  finished.catch(() => undefined);
  try {
    // Fed in slices, letting other requests run between them (a file may be 20 MB).
    for (let offset = 0; offset < data.length && !parser.destroyed; offset += PARSE_SLICE_BYTES) {
      parser.write(data.subarray(offset, offset + PARSE_SLICE_BYTES));
      await new Promise((resolve) => setImmediate(resolve));
    }
    parser.end();
    await finished;
  } catch (err) {
    // The record that could not be read starts on the line after the last one read.
    if (err instanceof CsvError)
      return { failure: { key: 'catalog_import.failure.malformed', params: { line: nextLine } } };
    throw err;
  }

  const columns = new Set((header ?? []).filter((c): c is ImportColumn => c !== null));
  const missing = CATALOG_IMPORT_REQUIRED_COLUMNS.filter((c) => !columns.has(c));
  if (missing.length) {
    return { failure: { key: 'catalog_import.failure.missing_columns', params: { columns: missing.join(', ') } } };
  }
  return { columns, ignored, rows };
}

/** A row that passed every check, ready to be written. */
export interface ImportItem {
  line: number;
  slug: string;
  title: string;
  power: string;
  dosageForm: string;
  manufacturer: string;
  generics: string[];
  pricePoisha: number;
  /** False when the price says the product is not sold ("Price Unavailable", "Not for sale"). */
  forSale: boolean;
  /** From the file's column, or the DGDA OTC default (`defaulted`) when the file has none. */
  prescriptionRequired: boolean;
  /** True when prescriptionRequired is the default: an existing product keeps its own. */
  prescriptionDefaulted: boolean;
  /** Undefined when the file has no such column: an existing product keeps its value. */
  packUnit: string | null | undefined;
  bnTitle: string | null | undefined;
  /** Undefined when the file has no discount column: an existing product keeps its discount. */
  discount: number | undefined;
  categoryId: number | null;
}

type Checked<T> = { value: T } | { problem: Omit<RowProblem, 'line' | 'column'> };

/** Prices that mean "listed but not sold" in drug indexes. */
const NOT_FOR_SALE =
  /^(price\s*(is\s*)?(unavailable|not\s*available|n\/?a)|not\s*for\s*sale|unavailable|not\s*available|n\/?a)$/i;

/** The price cell says the product is not sold. */
export const isNotForSale = (input: string) =>
  NOT_FOR_SALE.test(
    input
      .replace(/\s+/g, ' ')
      .replace(/[.!]+$/, '')
      .trim(),
  );

/**
 * Taka as written by people and drug indexes: "1,250.50", "৳ 12", "Tk. 12.5", "Tk 1,085.50",
 * "Unit Price : ৳ 12.00", "MRP: Tk 5", Bengali digits.
 */
export function parsePrice(input: string): Checked<number> {
  const text = latinDigits(input)
    .replace(/^\s*(unit\s*price|price|mrp|rate)\s*[:=-]?\s*/i, '')
    .replace(/^(৳|tk\.?|taka|bdt)\s*/i, '')
    .replace(/\s*(৳|tk\.?|taka|bdt)$/i, '')
    .trim();
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1).trim() : text;
  // Thousands separators, Western (1,250,000) or South Asian (12,50,000) grouping.
  const plain = /^\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(body) ? body.replaceAll(',', '') : body;
  if (!/^\d+(\.\d+)?$/.test(plain) && !/^\.\d+$/.test(plain)) {
    return { problem: { key: 'catalog_import.row.price_invalid', params: { value: input.slice(0, 40) } } };
  }
  if (negative && Number(plain) !== 0) return { problem: { key: 'catalog_import.row.price_negative' } };
  if ((plain.split('.')[1] ?? '').replace(/0+$/, '').length > 2) {
    return { problem: { key: 'catalog_import.row.price_decimals' } };
  }
  const value = Number(plain);
  if (value > IMPORT_LIMITS.priceMax) {
    return { problem: { key: 'catalog_import.row.price_too_large', params: { max: IMPORT_LIMITS.priceMax } } };
  }
  return { value: Math.round(value * 100) };
}

/** Percent 0..100 with at most 2 decimals ("12.5", "12.5%"); blank is 0. */
export function parseDiscount(input: string): Checked<number> {
  const text = latinDigits(input).replace(/\s*%$/, '').trim();
  if (text === '') return { value: 0 };
  const value = Number(text);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || value > 100) {
    return { problem: { key: 'catalog_import.row.discount_invalid', params: { value: input.slice(0, 40) } } };
  }
  return { value };
}

const YES = new Set(['yes', 'y', 'true', '1', 'rx', 'prescription', 'required', 'হ্যাঁ', 'হ্যা']);
const NO = new Set(['no', 'n', 'false', '0', 'otc', 'not required', 'no prescription', 'না']);

/** yes/no/1/0/true/false/Rx/OTC (English or Bengali); null for anything else. */
export function parseYesNo(input: string): boolean | null {
  const text = latinDigits(input).trim().toLowerCase().replace(/\s+/g, ' ');
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

/** Categories by lowercased English name, Bengali name or slug. */
export type CategoryLookup = Map<string, number>;

export interface CheckResult {
  items: ImportItem[];
  problems: RowProblem[];
  /** Rows with at least one problem. */
  badRows: number;
  /** Exact repeats of an earlier row (every cell the same), left out without a problem. */
  skipped: number;
}

/** A strength as compared: case and spacing aside ("500mg+65mg" is "500 mg + 65 mg"). */
export const strengthKey = (power: string) => power.toLowerCase().replace(/\s+/g, '');

/** Legal forms a company name ends with; drug indexes still list many "PLC"s under their old "Ltd." name. */
const LEGAL_FORM = /(?:\s+(?:ltd|limited|plc|pvt|private|public|company|co|inc|llc))+$/;

/**
 * A manufacturer as compared: case, punctuation and the legal form aside, so "Square Pharmaceuticals Ltd."
 * (an older index) is the catalogue's "Square Pharmaceuticals PLC", and "Renata Limited" is "Renata PLC".
 */
export function manufacturerKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[.,()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.replace(LEGAL_FORM, '') || words;
}

/** A product's identity: brand name, strength, dosage form and manufacturer, as each is compared. */
export const identityKey = (item: { title: string; power: string; dosageForm: string; manufacturer: string }) =>
  [
    item.title.toLowerCase(),
    strengthKey(item.power),
    item.dosageForm.toLowerCase(),
    manufacturerKey(item.manufacturer),
  ].join('\u0000');

/**
 * Checks rows in file order. Every problem of a row is reported (line and column); a row with a
 * problem is not imported. A later row of the same product (brand, strength, dosage form and
 * manufacturer) as an earlier valid one is skipped when it repeats it exactly and reported as a
 * duplicate when it differs, so the result never depends on which row "wins".
 */
export function checkRows(rows: CsvRow[], columns: Set<ImportColumn>, categories: CategoryLookup): CheckResult {
  const items: ImportItem[] = [];
  const problems: RowProblem[] = [];
  const firstOfProduct = new Map<string, { line: number; cells: string }>();
  let badRows = 0;
  let skipped = 0;

  for (const { line, values } of rows) {
    const rowProblems: RowProblem[] = [];
    const report = (column: ImportColumn, problem: Omit<RowProblem, 'line' | 'column'>) =>
      rowProblems.push({ line, column, ...problem });
    const text = (column: ImportColumn, max: number) => {
      const value = (values[column] ?? '').replace(/\s+/g, ' ');
      if (value === '') report(column, { key: 'catalog_import.row.required', params: { column } });
      else if ([...value].length > max) report(column, { key: 'catalog_import.row.too_long', params: { column, max } });
      return value;
    };
    /** Undefined when the file has no such column, null when the cell is blank. */
    const optionalText = (column: ImportColumn, max: number) => {
      if (!columns.has(column)) return undefined;
      const value = (values[column] ?? '').replace(/\s+/g, ' ');
      if (value === '') return null;
      if ([...value].length > max) report(column, { key: 'catalog_import.row.too_long', params: { column, max } });
      return value;
    };

    const title = text('brand_name', IMPORT_LIMITS.brandName);
    const dosageForm = text('dosage_form', IMPORT_LIMITS.dosageForm);
    const power = optionalText('strength', IMPORT_LIMITS.strength) ?? '';
    const manufacturer = text('manufacturer', IMPORT_LIMITS.manufacturer);

    const genericText = (values.generic ?? '').trim();
    const generics = genericText.split('+').map((g) => g.trim().replace(/\s+/g, ' '));
    if (genericText === '') report('generic', { key: 'catalog_import.row.required', params: { column: 'generic' } });
    else if (generics.some((g) => g === '')) report('generic', { key: 'catalog_import.row.generic_empty' });
    else if (generics.length > IMPORT_LIMITS.genericsMax) {
      report('generic', { key: 'catalog_import.row.generics_too_many', params: { max: IMPORT_LIMITS.genericsMax } });
    } else if (generics.some((g) => [...g].length > IMPORT_LIMITS.generic)) {
      report('generic', {
        key: 'catalog_import.row.too_long',
        params: { column: 'generic', max: IMPORT_LIMITS.generic },
      });
    }

    let pricePoisha = 0;
    let forSale = true;
    const priceText = values.price ?? '';
    if (priceText === '') report('price', { key: 'catalog_import.row.required', params: { column: 'price' } });
    else if (isNotForSale(priceText)) forSale = false;
    else {
      const price = parsePrice(priceText);
      if ('problem' in price) report('price', price.problem);
      else pricePoisha = price.value;
    }

    const packUnit = optionalText('pack_unit', IMPORT_LIMITS.packUnit);
    const bnTitle = optionalText('bn_name', IMPORT_LIMITS.bnName);

    let prescriptionRequired: boolean | null = null;
    const rxText = (values.prescription_required ?? '').trim();
    if (rxText !== '') {
      prescriptionRequired = parseYesNo(rxText);
      if (prescriptionRequired === null) {
        report('prescription_required', {
          key: 'catalog_import.row.yes_no_invalid',
          params: { value: rxText.slice(0, 40) },
        });
      }
    }

    let discount: number | undefined;
    if (columns.has('discount')) {
      const checked = parseDiscount(values.discount ?? '');
      if ('problem' in checked) report('discount', checked.problem);
      else discount = checked.value;
    }

    let categoryId: number | null = null;
    const categoryText = (values.category ?? '').replace(/\s+/g, ' ');
    if (categoryText !== '') {
      categoryId = categories.get(categoryText.toLowerCase()) ?? null;
      if (categoryId === null) {
        report('category', {
          key: 'catalog_import.row.category_unknown',
          params: { value: categoryText.slice(0, 120) },
        });
      }
    }

    if (rowProblems.length === 0) {
      const key = identityKey({ title, power, dosageForm, manufacturer });
      const cells = JSON.stringify(CATALOG_IMPORT_COLUMNS.map((c) => (values[c] ?? '').replace(/\s+/g, ' ')));
      const first = firstOfProduct.get(key);
      if (first?.cells === cells) {
        skipped += 1;
        continue;
      }
      if (first !== undefined) {
        rowProblems.push({
          line,
          column: 'brand_name',
          key: 'catalog_import.row.duplicate',
          params: { line: first.line },
        });
      } else {
        firstOfProduct.set(key, { line, cells });
        const uniqueGenerics = [...new Map(generics.map((g) => [g.toLowerCase(), g])).values()];
        items.push({
          line,
          slug: productSlug({ title, power, dosageForm }),
          title,
          power,
          dosageForm,
          manufacturer,
          generics: uniqueGenerics,
          pricePoisha,
          forSale,
          prescriptionRequired: prescriptionRequired ?? defaultPrescriptionRequired(uniqueGenerics, dosageForm),
          prescriptionDefaulted: prescriptionRequired === null,
          packUnit,
          bnTitle,
          discount,
          categoryId,
        });
      }
    }
    if (rowProblems.length) {
      badRows += 1;
      problems.push(...rowProblems);
    }
  }
  return { items, problems, badRows, skipped };
}
