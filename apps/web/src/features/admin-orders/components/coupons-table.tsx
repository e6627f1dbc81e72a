import { Button, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { Coupon } from '@nirog/contracts';
import { CouponActiveBadge, useCouponText } from './coupon-parts';

/** The coupons list on wide screens. */
export function CouponsTable({ coupons, onEdit }: { coupons: Coupon[]; onEdit: (coupon: Coupon) => void }) {
  const { t } = useTranslation();
  const text = useCouponText();
  const c = (key: string) => t(`adminOrders.coupons.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={940}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('code')}</Table.Th>
            <Table.Th>{c('type')}</Table.Th>
            <Table.Th>{c('value')}</Table.Th>
            <Table.Th>{c('minSpend')}</Table.Th>
            <Table.Th>{c('starts')}</Table.Th>
            <Table.Th>{c('ends')}</Table.Th>
            <Table.Th>{c('usage')}</Table.Th>
            <Table.Th>{c('perUser')}</Table.Th>
            <Table.Th>{c('status')}</Table.Th>
            <Table.Th>{c('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coupons.map((coupon) => (
            <Table.Tr key={coupon.id}>
              <Table.Td>
                <Text fw={600} ff="monospace" size="sm">
                  {coupon.code}
                </Text>
              </Table.Td>
              <Table.Td>{text.type(coupon)}</Table.Td>
              <Table.Td>{text.value(coupon)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.minSpend(coupon)}</Table.Td>
              <Table.Td>{text.date(coupon.starts_at)}</Table.Td>
              <Table.Td>{text.date(coupon.ends_at)}</Table.Td>
              <Table.Td>{text.usage(coupon)}</Table.Td>
              <Table.Td>{text.perUser(coupon)}</Table.Td>
              <Table.Td>
                <CouponActiveBadge active={coupon.active} />
              </Table.Td>
              {/* Never squeezed: at 1280 px in Bengali the column pushed Edit half out of sight. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => onEdit(coupon)}
                  aria-label={t('adminOrders.coupons.editLabel', { code: coupon.code })}
                >
                  {t('adminOrders.coupons.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
