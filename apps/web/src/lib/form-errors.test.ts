import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from '../i18n';
import { ApiError } from './api-client';
import { errorMessage, firstFieldErrors, showFormError } from './form-errors';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('form errors', () => {
  it('keeps the first message of each field', () => {
    expect(firstFieldErrors({ email: ['first', 'second'], phone: [] })).toEqual({ email: 'first' });
  });

  it('maps server fields onto the form, renaming where asked, and clears when there are none', () => {
    const form = { setErrors: vi.fn(), clearErrors: vi.fn() };
    const error = new ApiError(422, 'Invalid', {
      parent_referral_code: ['Unknown code'],
      'items.0.name': ['Required'],
    });
    expect(showFormError(form, error, t, { fieldMap: { parent_referral_code: 'referral' }, toast: false })).toBe(
      'Invalid',
    );
    expect(form.setErrors).toHaveBeenCalledWith({ referral: 'Unknown code', 'items.0.name': 'Required' });

    showFormError(form, new ApiError(429, 'Slow down'), t, { toast: false });
    expect(form.clearErrors).toHaveBeenCalledTimes(1);
  });

  it('hides server internals and names network trouble', () => {
    expect(errorMessage(new ApiError(500, 'SQL exploded'), t)).toBe('t:errors.generic');
    expect(errorMessage(new ApiError(0, 'network'), t)).toBe('t:errors.network');
    expect(errorMessage(new Error('boom'), t)).toBe('t:errors.generic');
  });
});
