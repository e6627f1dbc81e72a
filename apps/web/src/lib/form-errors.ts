import type { ReactNode } from 'react';
import type { TFunction } from '../i18n';
import { ApiError } from './api-client';
import { notify } from './notify';

/** The first message of each field, as forms show them (spec 1 section 8). */
export function firstFieldErrors(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages?.[0]) out[field] = messages[0];
  return out;
}

/** A message for any failure: the server's message, or a translated fallback for network trouble. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors.network');
    if (error.status >= 500 || !error.message) return t('errors.generic');
    return error.message;
  }
  return t('errors.generic');
}

/**
 * A failed action as a toast: the server's message when it refused the request (a 4xx: "This booking can be marked
 * completed from 3 December 2026."), else the caller's fallback (the spec's failure line), as `kind` (error unless
 * told).
 */
export function notifyFailure(error: unknown, fallback: string, kind: 'error' | 'warning' = 'error') {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
  if (refused) notify('error', error.message);
  else notify(kind, fallback);
}

interface FormLike {
  setErrors: (errors: Record<string, ReactNode>) => void;
  clearErrors: () => void;
}

/**
 * Brings the first field showing an error into view once it is drawn: on a phone the field can be far above the
 * button that was pressed, and the submit then seems to do nothing. Every field's error is drawn by Mantine's
 * input wrapper (text fields, selects, radio groups, the booking date strip and time slots, file drops).
 */
export function revealFirstError(framesLeft = 10) {
  requestAnimationFrame(() => {
    const message = document.querySelector<HTMLElement>('.mantine-InputWrapper-error');
    if (!message) {
      if (framesLeft > 0) revealFirstError(framesLeft - 1);
      return;
    }
    (message.closest<HTMLElement>('.mantine-InputWrapper-root') ?? message).scrollIntoView({ block: 'center' });
  });
}

/**
 * `form.onSubmit`'s second argument in every form (lint asks for it): a submit refused by the form's own rules
 * brings the first field in error into view, as a refusal by the server does.
 */
export function revealInvalidFields(): void {
  revealFirstError();
}

/**
 * Shows a failed submit the way every form does: the server's first message under each field (fields
 * renamed through `fieldMap`, e.g. `{ parent_referral_code: 'referral' }`) with the first of them brought into
 * view, field errors cleared when there are none, and the general message as a toast.
 * Returns the general message.
 */
export function showFormError(
  form: FormLike,
  error: unknown,
  t: TFunction,
  options: { fieldMap?: Record<string, string>; toast?: boolean } = {},
): string {
  const fields = error instanceof ApiError ? firstFieldErrors(error.errors) : {};
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) mapped[options.fieldMap?.[field] ?? field] = message;
  if (Object.keys(mapped).length) {
    form.setErrors(mapped);
    revealFirstError();
  } else form.clearErrors();
  const message = errorMessage(error, t);
  if (options.toast !== false) notify('error', message);
  return message;
}
