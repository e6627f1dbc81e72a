import type { Coupon, CouponType, CouponWriteBody } from '@nirog/contracts';
import { formatDate } from '../../../lib/format';

/** Asia/Dhaka is UTC+6 all year (no daylight saving). */
export const DHAKA_OFFSET = '+06:00';
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/;

/** A `datetime-local` value read as Asia/Dhaka time, as ISO 8601 with its offset; null when blank or malformed. */
export function dhakaLocalToIso(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  return match ? `${match[1]}${match[2] ?? ':00'}${DHAKA_OFFSET}` : null;
}

/** An ISO instant as the `datetime-local` value of the same moment in Asia/Dhaka (`YYYY-MM-DDTHH:mm`). */
export function isoToDhakaLocal(value: string | null): string {
  return value ? formatDate(value, 'en', 'YYYY-MM-DD[T]HH:mm') : '';
}

export interface CouponFormValues {
  code: string;
  type: CouponType;
  value: number | string;
  max_discount: number | string;
  min_spend: number | string;
  starts_at: string;
  ends_at: string;
  usage_limit: number | string;
  per_user_limit: number | string;
  active: boolean;
}

export function couponFormValues(coupon: Coupon | null): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    type: coupon?.type ?? 'fixed',
    value: coupon?.value ?? '',
    max_discount: coupon?.max_discount ?? '',
    min_spend: coupon?.min_spend ?? 0,
    starts_at: isoToDhakaLocal(coupon?.starts_at ?? null),
    ends_at: isoToDhakaLocal(coupon?.ends_at ?? null),
    usage_limit: coupon?.usage_limit ?? '',
    per_user_limit: coupon?.per_user_limit ?? '',
    active: coupon?.active ?? true,
  };
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** The body of `POST`/`PUT /api/admin/coupons`: blanks become null; a fixed coupon has no maximum discount. */
export function couponWriteBody(values: CouponFormValues): CouponWriteBody {
  return {
    code: values.code.trim().toUpperCase(),
    type: values.type,
    value: Number(values.value),
    max_discount: values.type === 'percent' ? numberOrNull(values.max_discount) : null,
    min_spend: numberOrNull(values.min_spend) ?? 0,
    starts_at: dhakaLocalToIso(values.starts_at),
    ends_at: dhakaLocalToIso(values.ends_at),
    usage_limit: numberOrNull(values.usage_limit),
    per_user_limit: numberOrNull(values.per_user_limit),
    active: values.active,
  };
}
