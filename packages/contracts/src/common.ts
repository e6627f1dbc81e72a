import { z } from 'zod';
import { latinDigits } from './constants';

/** Role ids are part of the contract (DESIGN.md section 4). */
export const ROLE = { Admin: 1, Doctor: 2, Nurse: 3, Ambulance: 4, Pharmacist: 5 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Admin',
  2: 'Doctor',
  3: 'Nurse',
  4: 'Ambulance',
  5: 'Pharmacist',
};
/** Staff roles are granted from the back office; provider roles come from approved applications. */
export const STAFF_ROLE_IDS = [ROLE.Admin, ROLE.Pharmacist] as const;

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Laravel-shaped error answers (DESIGN.md section 3). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const ValidationErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponseSchema>;

/** Answer of actions that the web shows as a popup: message plus a SweetAlert-style icon. */
export const IconMessageResponseSchema = z.object({
  message: z.string(),
  icon: z.enum(['success', 'error', 'warning', 'info']),
});
export type IconMessageResponse = z.infer<typeof IconMessageResponseSchema>;

/** Largest PostgreSQL `integer` (int4): the bound of every id column. */
export const DB_INT_MAX = 2_147_483_647;

/**
 * A database id (DESIGN.md section 3: ids are integers), 1..DB_INT_MAX: the one id schema of every
 * request. `IdSchema` is the id in a JSON body; `IdFromTextSchema` the same id in a path or query
 * string, where it arrives as text. A larger number would reach PostgreSQL and fail there.
 */
export const IdSchema = z.number().int().min(1).max(DB_INT_MAX);
export const IdFromTextSchema = z.coerce.number().int().min(1).max(DB_INT_MAX);

/**
 * Text from a client. One line (names, titles, codes, search words) may hold no C0 control character
 * and no DEL; multi-line text (messages, notes, descriptions) keeps tab, line feed and carriage return.
 * Neither takes a lone UTF-16 surrogate (not a character; it would be stored as U+FFFD, unlike what
 * was checked). PostgreSQL cannot store NUL at all, and the other controls only hide or garble what
 * staff read. Chain the usual rules after them: `LineTextSchema.trim().min(1).max(120)`.
 */
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const SINGLE_LINE = /^(?:[^\u0000-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
const MULTI_LINE = /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;
/* eslint-enable no-control-regex */
export const LineTextSchema = z.string().regex(SINGLE_LINE, 'validation.control_characters');
export const MultilineTextSchema = z.string().regex(MULTI_LINE, 'validation.control_characters');

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Paginated lists: `{ data, current_page, last_page, per_page, total, from, to }`. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
  });
}
export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
};

/**
 * The message of a required select (district, delivery place, payment method...) left unchosen: missing, null
 * or '' is "Please choose a …" (`validation.choose`), a value that is not one of the options `validation.in`,
 * never "must be a number". Pass as the schema's `error`.
 */
export const chooseError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' || Number.isNaN(issue.input)
    ? 'validation.choose'
    : 'validation.in';

/** An id picked from a select (a form field, JSON or text): unchosen is `validation.choose`. */
export const ChosenIdSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: chooseError })
    .int({ error: 'validation.in' })
    .min(1, { error: 'validation.choose' })
    .max(DB_INT_MAX, { error: 'validation.in' }),
);

export const IdParamSchema = z.object({ id: IdFromTextSchema });

/** Bangladeshi mobile numbers: 01XXXXXXXXX with an optional +88 / 88 prefix. */
export const BD_PHONE_PATTERN = /^(?:\+?88)?01[3-9]\d{8}$/;

/**
 * A phone number field matching `pattern` (`validation.phone` otherwise), trimmed, its Bengali digits read as
 * ASCII ones: a Bengali keyboard types ০১৭১২৩৪৫৬৭৮.
 */
export function phoneTextSchema(pattern: RegExp) {
  return withLatinDigits(LineTextSchema.trim().regex(pattern, 'validation.phone'));
}

/** `schema` given the text with its Bengali digits read as ASCII ones (a Bengali keyboard types WELCOME৫০). */
export function withLatinDigits<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' ? latinDigits(value) : value), schema);
}
