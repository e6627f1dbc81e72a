import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { Coupon } from '@nirog/contracts';
import { CouponActiveBadge, useCouponText } from './coupon-parts';

/** The coupons list on phones: one card per coupon. */
export function CouponsCards({ coupons, onEdit }: { coupons: Coupon[]; onEdit: (coupon: Coupon) => void }) {
  const { t } = useTranslation();
  const text = useCouponText();
  const c = (key: string) => t(`adminOrders.coupons.columns.${key}`);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {coupons.map((coupon) => (
        <Card key={coupon.id} withBorder component="li" padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} ff="monospace">
              {coupon.code}
            </Text>
            <CouponActiveBadge active={coupon.active} />
          </Group>
          <Text size="sm">
            {text.type(coupon)}: {text.value(coupon)}
          </Text>
          <Text size="sm" c="dimmed">
            {c('minSpend')}: {text.minSpend(coupon)}
          </Text>
          <Text size="sm" c="dimmed">
            {text.date(coupon.starts_at)} – {text.date(coupon.ends_at)}
          </Text>
          <Group justify="space-between" mt="xs" gap="xs">
            <Text size="sm">
              {c('usage')}: {text.usage(coupon)} · {c('perUser')}: {text.perUser(coupon)}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => onEdit(coupon)}
              aria-label={t('adminOrders.coupons.editLabel', { code: coupon.code })}
            >
              {t('adminOrders.coupons.edit')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
