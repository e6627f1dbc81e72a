import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ValidationError, fieldError } from '../lib/errors';

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
  /** The form field that carries the file(s). */
  field: string;
  maxBytes: number;
  maxFiles?: number;
  /** When true (the default) a request without the file is a 422 on `field`. */
  required?: boolean;
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Reads a multipart request: the files of `field` (each at most `maxBytes`, at most `maxFiles`) and
 * every text field. Files of other fields are drained and ignored. Limits answer 422 on `field` in
 * the spec's error shape, never 413 or 500.
 */
export async function readMultipart(
  request: FastifyRequest,
  { field, maxBytes, maxFiles = 1, required = true }: MultipartOptions,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    if (required) throw fieldError(field, 'validation.file_required');
    return { files: [], fields: {} };
  }
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let tooMany = false;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles + 1 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== field || files.length >= maxFiles) {
      if (part.fieldname === field) tooMany = true;
      part.file.resume();
      continue;
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw fieldError(field, 'validation.file_max', { max: megabytes(maxBytes) });
      }
      throw err;
    }
    if (buffer.length > 0) files.push({ buffer, filename: part.filename, mimetype: part.mimetype });
  }
  if (tooMany) throw fieldError(field, 'validation.file_count', { max: maxFiles });
  if (required && files.length === 0) throw new ValidationError({ [field]: ['validation.file_required'] });
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
