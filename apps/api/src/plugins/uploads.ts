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

/**
 * Reads a multipart request: the files of `field` (each at most `maxBytes`, at most `maxFiles`) and
 * every text field. Files of other fields are drained and ignored. Limits answer 422 in the spec's
 * error shape, never 413 or 500: a count problem on `field`; a too-large file on `field` when one file
 * is allowed, otherwise on `field.N` (its position, from 0) so a form can mark that file, every
 * too-large file at once; a body that is not well-formed multipart is a 422 on `field` too. No more
 * than `maxBytes` of any file is ever held in memory.
 */
export async function readMultipart(
  request: FastifyRequest,
  { field, maxBytes, maxFiles = 1, required = true, messages = {} }: MultipartOptions,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  const requiredKey = messages.required ?? 'validation.file_required';
  if (!request.isMultipart()) {
    if (required) throw fieldError(field, requiredKey);
    return { files: [], fields: {} };
  }
  const isFileField = (name: string) =>
    name === field || (name.startsWith(field) && /^\[\d*\]$/.test(name.slice(field.length)));
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  const tooLarge: FieldErrors = {};
  let sent = 0;
  // A too-large file is cut at the limit and flagged `truncated` instead of ending the form, so every
  // file gets checked. (@fastify/multipart reads this option; its typings for parts() omit it.)
  const options = { limits: { fileSize: maxBytes, files: maxFiles + 1 }, throwFileSizeLimit: false };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const index = isFileField(part.fieldname) ? sent++ : null;
      if (index === null || index >= maxFiles) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) {
        tooLarge[maxFiles === 1 ? field : `${field}.${index}`] = [
          { key: messages.tooLarge ?? 'validation.file_max', params: { number: index + 1, max: megabytes(maxBytes) } },
        ];
      } else if (buffer.length > 0 || maxFiles > 1) {
        // Several files keep their positions (an empty one is the caller's to refuse on `field.N`);
        // a single empty file counts as none.
        files.push({ buffer, filename: part.filename, mimetype: part.mimetype });
      }
    }
  } catch (err) {
    // A client sending many more files than allowed trips the parser's own file limit. Anything else
    // the parser throws (no boundary, a body cut short, a broken part header, too many parts) is a
    // body that is not well-formed multipart: the client's fault, answered on the field.
    if ((err as { code?: string }).code !== 'FST_FILES_LIMIT') throw fieldError(field, 'validation.multipart');
    sent = maxFiles + 1;
  }
  if (sent > maxFiles) throw fieldError(field, messages.tooMany ?? 'validation.file_count', { max: maxFiles });
  if (Object.keys(tooLarge).length) throw new ValidationError(tooLarge);
  if (required && files.length === 0) throw new ValidationError({ [field]: [requiredKey] });
  return { files, fields };
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
