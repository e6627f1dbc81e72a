import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../lib/digits';
import { useLanguageStore } from '../../../stores/language';

/** The discount coupon: a code, Apply, and the reason under the field when it cannot be used. */
export function CouponForm({
  code,
  error,
  appliedDiscount,
  pending,
  onChange,
  onApply,
}: {
  code: string;
  error: string | undefined;
  /** The discount of the applied code, or null while none is applied. */
  appliedDiscount: number | null;
  pending: boolean;
  onChange: (code: string) => void;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="checkout-coupon">
      <Title order={2} size="h4" mb="sm" id="checkout-coupon">
        {t('cart.coupon.title')}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('cart.coupon.code')}
            placeholder={t('cart.coupon.placeholder')}
            leftSection={<IconTicket size={16} aria-hidden="true" />}
            value={code}
            error={error}
            maxLength={40}
            autoComplete="off"
            style={{ flex: 1 }}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          <Button type="submit" mt={25} loading={pending} variant="light">
            {t('cart.coupon.apply')}
          </Button>
        </Group>
      </form>
      {appliedDiscount !== null && (
        <Text size="sm" c="teal.8" mt="xs" role="status">
          {t('cart.coupon.applied', { amount: formatMoney(appliedDiscount, language) })}
        </Text>
      )}
    </Paper>
  );
}
