import { CATALOG_IMPORT_COLUMNS } from '@nirog/contracts';

/** Two sample rows, in CATALOG_IMPORT_COLUMNS order; the second has two generics joined with `+`. */
const SAMPLE_ROWS: string[][] = [
  [
    'Napa',
    'Tablet',
    '500 mg',
    'Paracetamol',
    'Beximco Pharmaceuticals Ltd.',
    '1.20',
    'no',
    'tablet',
    'নাপা',
    'Pain relief',
    '0',
  ],
  [
    'Amdocal Plus',
    'Tablet',
    '5 mg+20 mg',
    'Amlodipine+Olmesartan Medoxomil',
    'Beacon Pharmaceuticals PLC',
    '10.00',
    'yes',
    'tablet',
    '',
    '',
    '5',
  ],
];

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The example file's text: the header row and the sample rows. */
export function exampleCsv(): string {
  return [[...CATALOG_IMPORT_COLUMNS], ...SAMPLE_ROWS].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export const EXAMPLE_CSV_NAME = 'nirog-catalog-example.csv';

/** Saves the example file, made here in the browser. */
export function downloadExampleCsv() {
  const url = URL.createObjectURL(new Blob([exampleCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = EXAMPLE_CSV_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
