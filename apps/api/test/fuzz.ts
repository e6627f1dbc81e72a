/**
 * Malformed-input generator for the fuzz test (src/fuzz.test.ts). It knows nothing about single
 * routes: it reads an operation of the OpenAPI document (parameters, JSON or multipart body) and
 * makes a bounded, deterministic list of hostile requests for it from a seeded generator, so a
 * failure reproduces with the same seed.
 */

/** mulberry32: a small seeded generator; the same seed gives the same cases. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    /** `count` items of `list` in a seeded order (all when count >= length). */
    sample: <T>(list: readonly T[], count: number): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, count);
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** The parts of JSON Schema (as the OpenAPI document carries it) the generator reads. */
export interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  nullable?: boolean;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** OpenAPI form: `/api/admin/users/{id}`. */
  path: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
}

export interface FuzzRequest {
  /** What was sent, for the failure report. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const INT4_MAX = 2147483647;

// ---------------------------------------------------------------- plausible values

/** A value the schema probably accepts, so that a mutation of one field is what the server sees. */
export function plausible(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return 'fuzz';
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variant?.length) return plausible(variant.find((s) => s.type !== 'null') ?? variant[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum ? 1 : 0) : 1;
      return Math.min(Math.max(min, 1), schema.maximum ?? INT4_MAX);
    }
    case 'boolean':
      return true;
    case 'array':
      return [plausible(schema.items, name)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, k)]));
    default:
      return plausibleString(schema, name);
  }
}

function plausibleString(schema: Schema, name: string): string {
  const pattern = schema.pattern ?? '';
  let value = 'fuzz-value';
  if (schema.format === 'email' || /email/.test(name)) value = 'fuzz@example.com';
  else if (schema.format === 'date-time') value = '2030-01-15T10:00:00+06:00';
  else if (pattern.includes('01[3-9]')) value = '01712345678';
  else if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) value = '2000-01-15';
  else if (pattern.includes('\\d{4}$')) value = '1209';
  else if (/phone/.test(name)) value = '09610-001122';
  else if (/^\^\[A-Z0-9_-\]/.test(pattern) || name === 'code') value = 'FUZZ10';
  else if (/link|url/.test(name)) value = '/shop';
  else if (/password/.test(name)) value = 'Fuzz-Pass-Word-42';
  if (schema.maxLength !== undefined) value = value.slice(0, schema.maxLength);
  if (schema.minLength !== undefined && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
  return value;
}

// ---------------------------------------------------------------- hostile values

const CONTROL = ['a\u0000b', '\u0000', '\u0001\u0002', '\u001f', 'x\u007f', 'line\u000bbreak', '\u001b[31m'];
const HOSTILE_TEXT = [
  '',
  ' ',
  '\ud800',
  '\ud83d\ude00'.repeat(40),
  '১২৩৪৫৬',
  '../../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\\',
  '%',
  '_',
  '2147483648',
  '-1',
  'null',
  '\u202e\u0000',
];
const HOSTILE_NUMBERS = [
  -1,
  0,
  INT4_MAX + 1,
  -INT4_MAX - 2,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1.5,
  1e-7,
  0.000001,
  99999999999,
];
const WRONG_TYPES: unknown[] = [null, true, false, {}, [], [[]], 'text', 12, { a: { b: [1] } }];

/** Hostile values for a field: control characters, huge text, ids past int4, wrong types. */
function hostileValues(schema: Schema | undefined, random: Random, perField: number): unknown[] {
  const type = schema ? (Array.isArray(schema.type) ? schema.type[0] : schema.type) : undefined;
  const must: unknown[] = [random.pick(CONTROL), random.pick(WRONG_TYPES)];
  if (type === 'integer' || type === 'number') must.push(INT4_MAX + 1, -1, random.pick(HOSTILE_NUMBERS), '1');
  else if (type === 'array')
    must.push(
      Array.from({ length: 500 }, () => plausible(schema?.items)),
      [INT4_MAX + 1],
    );
  else if (type === 'boolean') must.push('yes', 2);
  else must.push('x'.repeat((schema?.maxLength ?? 1000) + 1), 'y'.repeat(200_000));
  const pool = [...CONTROL, ...HOSTILE_TEXT, ...HOSTILE_NUMBERS, ...WRONG_TYPES];
  return [...must, ...random.sample(pool, Math.max(0, perField - must.length))];
}

/** Fields of an object schema, one level into lists of objects (`items.0.product_id`). */
function fieldsOf(schema: Schema | undefined): Array<{ path: (string | number)[]; schema: Schema }> {
  const out: Array<{ path: (string | number)[]; schema: Schema }> = [];
  for (const [key, child] of Object.entries(schema?.properties ?? {})) {
    out.push({ path: [key], schema: child });
    if (child.type === 'array' && child.items?.properties) {
      for (const [inner, s] of Object.entries(child.items.properties)) out.push({ path: [key, 0, inner], schema: s });
    }
  }
  return out;
}

function withValue(base: unknown, path: (string | number)[], value: unknown | typeof REMOVE): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}
const REMOVE = Symbol('remove');

const describeValue = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
};

// ---------------------------------------------------------------- path and query

const HOSTILE_SEGMENTS = [
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  'a%00b',
  '%01',
  '%ZZ',
  '%E0%A4%A',
  'x'.repeat(1100),
  '-1',
  '0',
  String(INT4_MAX + 1),
  '99999999999999999999999',
  '1.5',
  '1e3',
  '%20',
  '%F0%9F%98%80',
  encodeURIComponent('১২৩'),
  '%5B%5D',
  encodeURIComponent(`[${INT4_MAX + 1}]`),
  encodeURIComponent(`[1,${INT4_MAX + 1}]`),
  encodeURIComponent('[-1]'),
  encodeURIComponent('["a"]'),
  encodeURIComponent('[1e400]'),
  encodeURIComponent('[1.5]'),
  encodeURIComponent('{}'),
  'null',
];
const HOSTILE_QUERY = [
  '%00',
  'a%00b',
  '%01%02',
  '%ZZ',
  String(INT4_MAX + 1),
  '-1',
  '1.5',
  '1e400',
  'x'.repeat(5000),
  '%F0%9F%98%80',
  '%25',
  '%5C',
  'NaN',
  'true',
  '%5B%5D',
];

function pathWith(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name]);
}

function plausibleParams(op: Operation, where: 'path' | 'query'): Record<string, string> {
  return Object.fromEntries(
    (op.parameters ?? [])
      .filter((p) => p.in === where)
      .map((p) => [p.name, encodeURIComponent(String(plausible(p.schema, p.name)))]),
  );
}

const queryString = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

// ---------------------------------------------------------------- multipart

const CRLF = '\r\n';
export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

export function multipartBody(parts: MultipartPart[], boundary = 'fuzzBoundary7MA4YWxkTrZu0gW') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `${CRLF}Content-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}${CRLF}Content-Disposition: ${disposition}${type}${CRLF}${CRLF}`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface FuzzFiles {
  /** A small, valid PNG. */
  png: Buffer;
}

function multipartCases(op: Operation, schema: Schema | undefined, files: FuzzFiles, random: Random): FuzzRequest[] {
  const props = Object.entries(schema?.properties ?? {});
  const fileFields = props.filter(([, s]) => s.format === 'binary').map(([k]) => k);
  const fileField = fileFields[0] ?? 'file';
  const textParts = props
    .filter(([, s]) => s.format !== 'binary')
    .map(([name, s]) => ({ name, value: String(plausible(s, name)) }));
  const png = (name = fileField, value: Buffer = files.png): MultipartPart => ({
    name,
    value,
    filename: 'photo.png',
    contentType: 'image/png',
  });
  const cases: Array<[string, Buffer | string, string]> = [];
  const add = (label: string, parts: MultipartPart[], mutate?: (body: Buffer) => Buffer, contentType?: string) => {
    const body = multipartBody(parts);
    cases.push([label, mutate ? mutate(body.payload) : body.payload, contentType ?? body.contentType]);
  };
  const valid = [...textParts, png()];
  add('multipart without a boundary', valid, undefined, 'multipart/form-data');
  add('multipart with another boundary', valid, undefined, 'multipart/form-data; boundary=somethingElse');
  add('multipart cut in the middle', valid, (b) => b.subarray(0, Math.floor(b.length / 2)));
  add('multipart without its closing boundary', valid, (b) => b.subarray(0, b.length - 30));
  add('multipart with a broken part header', valid, (b) =>
    Buffer.from(b.toString('latin1').replace('Content-Disposition: form-data;', 'Content-Disposition'), 'latin1'),
  );
  add('multipart with garbage only', [], () => Buffer.from('\u0000\u0001garbage--\r\n\r\n--'));
  add('multipart empty', [], () => Buffer.alloc(0));
  add('a file that is not an image', [...textParts, png(fileField, Buffer.from('%PDF-1.4 not an image'))]);
  add('a PNG cut short', [...textParts, png(fileField, files.png.subarray(0, 40))]);
  add('a PNG signature and garbage', [
    ...textParts,
    png(fileField, Buffer.concat([files.png.subarray(0, 16), Buffer.alloc(200, 0xff)])),
  ]);
  add('an empty file', [...textParts, png(fileField, Buffer.alloc(0))]);
  add('a 9 MB file', [...textParts, png(fileField, Buffer.alloc(9 * 1024 * 1024, 1))]);
  add(
    'ten files in the file field',
    Array.from({ length: 10 }, () => png()),
  );
  add('a text value in the file field', [...textParts, { name: fileField, value: 'just text' }]);
  add(
    'seventy parts',
    Array.from({ length: 70 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
  );
  add('a 70 kB text field', [{ name: textParts[0]?.name ?? 'note', value: 'z'.repeat(70 * 1024) }, png()]);
  add('field names with control characters', [{ name: 'a\u0000b', value: 'x' }, png('\u0001')]);
  for (const part of random.sample(textParts, 4)) {
    for (const value of random.sample(CONTROL, 2)) {
      add(`multipart field ${part.name}=${describeValue(value)}`, [
        ...textParts.filter((p) => p !== part),
        { name: part.name, value },
        png(),
      ]);
    }
  }
  return cases.map(([label, payload, contentType]) => ({
    label,
    method: op.method,
    url: pathWith(op, plausibleParams(op, 'path')),
    headers: { 'content-type': contentType },
    payload,
  }));
}

// ---------------------------------------------------------------- one operation

export interface CaseOptions {
  random: Random;
  files: FuzzFiles;
  /** Hostile values tried per field. */
  perField: number;
  /** Upper bound of cases for one operation (the multipart cases of an upload route come on top). */
  maxCases: number;
}

/** The hostile requests for one operation of the document. */
export function casesFor(op: Operation, options: CaseOptions): FuzzRequest[] {
  const { random, perField } = options;
  const pathValues = plausibleParams(op, 'path');
  const queryValues = plausibleParams(op, 'query');
  const url = (path = pathValues, query = queryValues) => {
    const q = queryString(query);
    return pathWith(op, path) + (q ? `?${q}` : '');
  };
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  const formSchema = op.requestBody?.content?.['multipart/form-data']?.schema;
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
  const body = jsonSchema ? plausible(jsonSchema) : undefined;
  const json = (value: unknown, label: string): FuzzRequest => ({
    label,
    method: op.method,
    url: url(),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(value),
  });

  const cases: FuzzRequest[] = [];
  for (const param of (op.parameters ?? []).filter((p) => p.in === 'path')) {
    for (const value of random.sample(HOSTILE_SEGMENTS, perField + 4)) {
      cases.push({
        label: `path ${param.name}=${describeValue(value)}`,
        method: op.method,
        url: url({ ...pathValues, [param.name]: value }),
        headers: {},
      });
    }
  }
  for (const param of (op.parameters ?? []).filter((p) => p.in === 'query')) {
    for (const value of random.sample(HOSTILE_QUERY, perField)) {
      cases.push({
        label: `query ${param.name}=${describeValue(value)}`,
        method: op.method,
        url: url(pathValues, { ...queryValues, [param.name]: value }),
        headers: {},
      });
    }
    cases.push({
      label: `query ${param.name} given twice`,
      method: op.method,
      url: `${url()}&${param.name}=${queryValues[param.name]}&${param.name}=%00`,
      headers: {},
    });
  }
  if (jsonSchema) {
    for (const field of fieldsOf(jsonSchema)) {
      const name = field.path.join('.');
      cases.push(json(withValue(body, field.path, REMOVE), `body without ${name}`));
      for (const value of hostileValues(field.schema, random, perField)) {
        cases.push(json(withValue(body, field.path, value), `body ${name}=${describeValue(value)}`));
      }
    }
    cases.push(json({ ...(body as object), unexpected_field: '\u0000' }, 'body with an unknown field'));
  }
  if (hasBody) {
    const raw = (payload: string | Buffer, contentType: string, label: string): FuzzRequest => ({
      label,
      method: op.method,
      url: url(),
      headers: { 'content-type': contentType },
      payload,
    });
    for (const [payload, label] of random.sample(
      [
        ['{"a":', 'truncated JSON'],
        ['{', 'a lone brace'],
        ['', 'an empty JSON body'],
        ['null', 'JSON null'],
        ['"text"', 'a JSON string'],
        ['[1,2,3]', 'a JSON list'],
        ['12', 'a JSON number'],
        ['{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}', 'prototype keys'],
        ['['.repeat(5000) + ']'.repeat(5000), 'lists nested 5000 deep'],
        ['{"a":"\\u0000"}', 'an escaped NUL'],
        ['\u0000\u0001\u0002', 'control bytes'],
        [`{"x":"${'a'.repeat(1_100_000)}"}`, 'a body past the 1 MB limit'],
      ] as const,
      perField + 4,
    )) {
      cases.push(raw(payload, 'application/json', label));
    }
    cases.push(raw('a=1&b=%00', 'application/x-www-form-urlencoded', 'a form-urlencoded body'));
    cases.push(raw('plain text', 'text/plain', 'a text/plain body'));
    cases.push(raw(JSON.stringify(body ?? {}), 'application/json; charset=utf-16', 'JSON declared as UTF-16'));
  }
  // Headers every route may read.
  for (const [name, value] of random.sample(
    [
      ['authorization', 'Bearer 99999999999|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
      ['authorization', `Bearer ${'9'.repeat(12)}|${'a'.repeat(100)}`],
      ['authorization', `Bearer ${'x'.repeat(5000)}`],
      [
        'authorization',
        'Bearer 1|\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9',
      ],
      ['accept-language', 'bn;q=abc, *;q=-1, ' + 'x'.repeat(3000)],
      ['idempotency-key', 'key\u0001with-control'],
      ['idempotency-key', 'x'.repeat(5000)],
      ['idempotency-key', '\u00ff\u00fe'],
    ] as const,
    3,
  )) {
    const request = jsonSchema ? json(body, `header ${name}: ${describeValue(value)}`) : undefined;
    cases.push({
      ...(request ?? { label: `header ${name}: ${describeValue(value)}`, method: op.method, url: url() }),
      headers: { ...(request?.headers ?? {}), [name]: value },
    });
  }

  const bounded = cases.length > options.maxCases ? random.sample(cases, options.maxCases) : cases;
  // Always the request as it should be, first: it shows the identity got through to the route.
  bounded.unshift(
    jsonSchema
      ? json(body, 'plausible request')
      : { label: 'plausible request', method: op.method, url: url(), headers: {} },
  );
  if (hasBody) {
    const uploads = multipartCases(op, formSchema, options.files, random);
    // Every route with a body gets a few broken uploads; upload routes get them all.
    bounded.push(...(formSchema ? uploads : random.sample(uploads, 4)));
  }
  return bounded;
}
