import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ValidationError, fieldError, type FieldErrors } from '../lib/errors';
import type { MessageKey } from '../lib/i18n';

/** The largest file any endpoint accepts; each endpoint sets its own, smaller limit in `readMultipart`. */
export const UPLOAD_HARD_LIMIT_BYTES = 25 * 1024 * 1024;

/** multipart/form-data for every route; nothing is buffered until a route asks for it. */
export const uploadsPlugin = fp(async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_HARD_LIMIT_BYTES, fields: 40, fieldSize: 64 * 1024, parts: 60 },
  });
});

export interface UploadedFile {
  buffer: Buffer;
  /** As the client named it: for display only, never used as a storage name. */
  filename: string;
  mimetype: string;
}

export interface MultipartOptions {
  /** The form field that carries the file(s); `field[]` and `field[N]` are read as the same field. */
  field: string;
  maxBytes: number;
  maxFiles?: number;
  /** When true (the default) a request without the file is a 422 on `field`. */
  required?: boolean;
  /** Message keys to say it in the endpoint's own words instead of the generic ones. */
  messages?: { required?: MessageKey; tooMany?: MessageKey; tooLarge?: MessageKey };
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** One file field of a form read by `readMultipartFiles`. */
export interface FileFieldRule {
  maxFiles?: number;
  /** When true a request without the file is a 422 on the field (default false here). */
  required?: boolean;
  messages?: MultipartOptions['messages'];
}

/**
 * Reads a multipart request with several file fields (`signature`, `nid_passport`, `docs[]`, ...):
 * each field's files (each at most `maxBytes`, at most its `maxFiles`) and every text field. Files of
 * unknown fields are drained and ignored. Limits answer 422 in the spec's error shape, never 413 or
 * 500: a count problem on the field; a too-large file on the field when it takes one file, otherwise
 * on `field.N` (its position, from 0), every too-large file at once; a body that is not well-formed
 * multipart is a 422 on the first field. No more than `maxBytes` of any file is ever held in memory.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  { maxBytes, fields: rules }: { maxBytes: number; fields: Record<string, FileFieldRule> },
): Promise<{ files: Record<string, UploadedFile[]>; fields: Record<string, string> }> {
  const names = Object.keys(rules);
  const maxOf = (name: string) => rules[name].maxFiles ?? 1;
  const files: Record<string, UploadedFile[]> = Object.fromEntries(names.map((n) => [n, []]));
  const fields: Record<string, string> = {};
  const sent: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  const requiredErrors = () => {
    const errors: FieldErrors = {};
    for (const name of names) {
      if (rules[name].required && files[name].length === 0) {
        errors[name] = [rules[name].messages?.required ?? 'validation.file_required'];
      }
    }
    return errors;
  };
  if (!request.isMultipart()) {
    const errors = requiredErrors();
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return { files, fields };
  }
  const baseOf = (name: string) => {
    const match = /^(.+?)(\[\d*\])?$/.exec(name);
    return match && Object.hasOwn(rules, match[1]) ? match[1] : null;
  };
  const tooLarge: FieldErrors = {};
  const totalFiles = names.reduce((sum, n) => sum + maxOf(n), 0);
  // A too-large file is cut at the limit and flagged `truncated` instead of ending the form, so every
  // file gets checked. (@fastify/multipart reads this option; its typings for parts() omit it.)
  const options = { limits: { fileSize: maxBytes, files: totalFiles + 1 }, throwFileSizeLimit: false };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const name = baseOf(part.fieldname);
      const index = name === null ? null : sent[name]++;
      if (name === null || index === null || index >= maxOf(name)) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) {
        tooLarge[maxOf(name) === 1 ? name : `${name}.${index}`] = [
          {
            key: rules[name].messages?.tooLarge ?? 'validation.file_max',
            params: { number: index + 1, max: megabytes(maxBytes) },
          },
        ];
      } else if (buffer.length > 0 || maxOf(name) > 1) {
        // Several files keep their positions (an empty one is the caller's to refuse on `field.N`);
        // a single empty file counts as none.
        files[name].push({ buffer, filename: part.filename, mimetype: part.mimetype });
      }
    }
  } catch (err) {
    // A client sending many more files than allowed trips the parser's own file limit. Anything else
    // the parser throws (no boundary, a body cut short, a broken part header, too many parts) is a
    // body that is not well-formed multipart: the client's fault, answered on the field.
    if ((err as { code?: string }).code !== 'FST_FILES_LIMIT') throw fieldError(names[0], 'validation.multipart');
    const full = names.filter((n) => sent[n] >= maxOf(n));
    for (const name of full.length ? full : [names[0]]) sent[name] = maxOf(name) + 1;
  }
  const tooMany: FieldErrors = {};
  for (const name of names) {
    if (sent[name] > maxOf(name)) {
      tooMany[name] = [{ key: rules[name].messages?.tooMany ?? 'validation.file_count', params: { max: maxOf(name) } }];
    }
  }
  if (Object.keys(tooMany).length) throw new ValidationError(tooMany);
  if (Object.keys(tooLarge).length) throw new ValidationError(tooLarge);
  const missing = requiredErrors();
  if (Object.keys(missing).length) throw new ValidationError(missing);
  return { files, fields };
}

/**
 * Reads a multipart request with one file field: its files and every text field (the rules of
 * `readMultipartFiles`; the file is required unless `required` is false).
 */
export async function readMultipart(
  request: FastifyRequest,
  { field, maxBytes, maxFiles = 1, required = true, messages = {} }: MultipartOptions,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  const result = await readMultipartFiles(request, {
    maxBytes,
    fields: { [field]: { maxFiles, required, messages } },
  });
  return { files: result.files[field], fields: result.fields };
}

/**
 * Validates multipart text fields with a contract schema through the same compiler as route
 * schemas, so a failure reaches the error handler as an ordinary schema-validation error and
 * answers the usual 422 `{ message, errors }`.
 */
export function parseFormFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const validate = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' });
  const result = validate(fields) as { value?: unknown; error?: unknown };
  if (result.error) {
    throw Object.assign(new Error('body validation failed'), {
      statusCode: 400,
      validation: result.error,
      validationContext: 'body',
    });
  }
  return result.value as z.output<T>;
}
