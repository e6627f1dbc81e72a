import type { MessageKey, MessageParams } from './i18n';

/**
 * Errors thrown by services. Messages are keys of the API dictionary (lib/i18n), translated
 * by the error handler into the request's language, so services never know about HTTP or languages.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

export type FieldErrors = Record<
  string,
  Array<MessageKey | { key: MessageKey; params?: Record<string, string | number> }>
>;

/** 422 with Laravel's `errors` object: field -> messages. */
export class ValidationError extends HttpError {
  constructor(readonly fields: FieldErrors) {
    super(422, 'validation.failed');
  }
}

export const unauthenticated = () => new HttpError(401, 'auth.unauthenticated');
export const forbidden = () => new HttpError(403, 'http.forbidden');
export const notFound = (key: MessageKey = 'http.not_found') => new HttpError(404, key);
export const fieldError = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  new ValidationError({ [field]: [{ key, params }] });
