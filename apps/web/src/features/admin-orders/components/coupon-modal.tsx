import { useId } from 'react';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n';
import type { Coupon, CouponType } from '@nirog/contracts';
import { latinDigits } from '@nirog/contracts/constants';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateAdminCoupon } from '../api/create-admin-coupon';
import { useUpdateAdminCoupon } from '../api/update-admin-coupon';
import { couponFormValues, couponWriteBody, dhakaLocalToIso, type CouponFormValues } from './coupon-form-values';

const CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;

/** Creates or edits a coupon (never deleted: switch Active off instead). Times are Asia/Dhaka. */
export function CouponModal({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAdminCoupon();
  const update = useUpdateAdminCoupon();
  const form = useForm<CouponFormValues>({
    initialValues: couponFormValues(coupon),
    validate: {
      code: (value) => (CODE_PATTERN.test(value.trim()) ? null : t('adminOrders.coupons.form.codeInvalid')),
      value: (value, values) => {
        if (value === '' || Number(value) <= 0) return t('adminOrders.coupons.form.valueRequired');
        if (values.type === 'percent' && Number(value) > 100) return t('adminOrders.coupons.form.percentMax');
        return null;
      },
      ends_at: (value, values) => {
        const starts = dhakaLocalToIso(values.starts_at);
        const ends = dhakaLocalToIso(value);
        return starts && ends && ends <= starts ? t('adminOrders.coupons.form.endsAfterStarts') : null;
      },
    },
  });
  const f = (key: string) => t(`adminOrders.coupons.fields.${key}`);
  const percent = form.values.type === 'percent';
  const typeLabelId = useId();

  const submit = form.onSubmit((values) => {
    const body = couponWriteBody(values);
    const handlers = {
      onSuccess: (answer: { message: string }) => {
        notify('success', answer.message);
        onClose();
      },
      onError: (error: unknown) => showFormError(form, error, t),
    };
    if (coupon) update.mutate({ id: coupon.id, body }, handlers);
    else create.mutate(body, handlers);
  }, revealInvalidFields);

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={coupon ? t('adminOrders.coupons.editTitle', { code: coupon.code }) : t('adminOrders.coupons.newTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={f('code')}
            description={t('adminOrders.coupons.form.codeHint')}
            required
            maxLength={40}
            data-autofocus
            {...form.getInputProps('code')}
            // A Bengali keyboard's digits are the code's digits: SHOP২৫ is SHOP25.
            onChange={(event) => form.setFieldValue('code', latinDigits(event.currentTarget.value).toUpperCase())}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={typeLabelId}>
              {f('type')}
            </Text>
            <SegmentedControl
              aria-labelledby={typeLabelId}
              data={(['fixed', 'percent'] as const).map((type) => ({
                value: type,
                label: t(`adminOrders.coupons.types.${type}`),
              }))}
              value={form.values.type}
              onChange={(value) => form.setFieldValue('type', value as CouponType)}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={percent ? f('valuePercent') : f('valueFixed')}
              required
              min={0}
              max={percent ? 100 : 1_000_000}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps('value')}
            />
            {percent && (
              <NumberInput
                label={f('max_discount')}
                description={t('adminOrders.coupons.form.maxDiscountHint')}
                min={0}
                max={1_000_000}
                decimalScale={2}
                allowNegative={false}
                {...form.getInputProps('max_discount')}
              />
            )}
            <NumberInput
              label={f('min_spend')}
              min={0}
              max={1_000_000}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps('min_spend')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="datetime-local"
              label={f('starts_at')}
              description={t('adminOrders.coupons.form.dhakaTime')}
              {...form.getInputProps('starts_at')}
            />
            <TextInput
              type="datetime-local"
              label={f('ends_at')}
              description={t('adminOrders.coupons.form.dhakaTime')}
              {...form.getInputProps('ends_at')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={f('usage_limit')}
              description={t('adminOrders.coupons.form.noLimitHint')}
              min={1}
              max={10_000_000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('usage_limit')}
            />
            <NumberInput
              label={f('per_user_limit')}
              description={t('adminOrders.coupons.form.noLimitHint')}
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('per_user_limit')}
            />
          </SimpleGrid>
          <Switch
            label={f('active')}
            description={t('adminOrders.coupons.form.activeHint')}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
