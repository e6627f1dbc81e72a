import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { Coupon } from '@nirog/contracts';
import { useFormatters } from '../../../lib/use-formatters';

export const COUPON_DATE = 'D MMM YYYY, hh:mm A';

export function CouponActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    // Its full width in a table squeezed to fit: the label clips (overflow hidden), so its least width was none.
    <Badge color={active ? 'teal' : 'gray'} variant="light" miw="max-content">
      {active ? t('adminOrders.coupons.active') : t('adminOrders.coupons.inactive')}
    </Badge>
  );
}

/** How a coupon reads in the list: its value, limits and dates, in the interface language. */
export function useCouponText() {
  const { t } = useTranslation();
  const { money, digits, date } = useFormatters();
  const limit = (value: number | null) => (value === null ? t('adminOrders.coupons.noLimit') : digits(value));
  return {
    type: (coupon: Coupon) => t(`adminOrders.coupons.types.${coupon.type}`),
    value: (coupon: Coupon) =>
      coupon.type === 'percent'
        ? coupon.max_discount === null
          ? t('adminOrders.coupons.percentValue', { value: digits(coupon.value) })
          : t('adminOrders.coupons.percentValueCapped', {
              value: digits(coupon.value),
              max: money(coupon.max_discount),
            })
        : money(coupon.value),
    minSpend: (coupon: Coupon) => money(coupon.min_spend),
    date: (value: string | null) => (value ? date(value, COUPON_DATE) : '—'),
    usage: (coupon: Coupon) =>
      t('adminOrders.coupons.usage', { used: digits(coupon.used_count), limit: limit(coupon.usage_limit) }),
    perUser: (coupon: Coupon) => limit(coupon.per_user_limit),
  };
}
