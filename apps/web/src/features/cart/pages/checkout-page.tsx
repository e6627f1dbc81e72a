import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Container, Grid, Paper, Radio, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { CART_LINES_MAX, PAYMENT_METHOD, type PaymentMethodId } from '@nirog/contracts/constants';
import { PriceSummary } from '../../../components/data/price-summary';
import { PleaseWaitModal } from '../../../components/payments/please-wait-modal';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, firstFieldErrors } from '../../../lib/form-errors';
import { formatMoney, formatNumber } from '../../../lib/digits';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { goToPayment } from '../../../lib/payment';
import { usePageTitle } from '../../../lib/use-page-title';
import { selectCartSubtotal, useCartStore } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { useCheckCoupon } from '../api/check-coupon';
import { useStoreOrder } from '../api/store-order';
import { CheckoutLines } from '../components/checkout-lines';
import { CouponForm } from '../components/coupon-form';
import { ShippingInfo } from '../components/shipping-info';
import { useCartRefresh } from '../components/use-cart-refresh';
import { useShippingFee } from '../components/use-shipping-fee';
import { PrescriptionChoice } from '../components/prescription-choice';
import { isAvailable, needsPrescription, orderTotal } from '../utils/cart-lines';

/**
 * A new key for one checkout attempt (kept until the order is placed, so a retry cannot order twice).
 * `randomUUID` exists only on secure pages (HTTPS, localhost); elsewhere a v4 UUID is built from random bytes.
 */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * /cart/checkout (login required): shipping information, coupon, payment method, the summary and PROCEED TO
 * PAY. An empty cart goes to /shop (spec 1 "Checkout").
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('checkout.title'));
  const navigate = useNavigate();
  const language = useLanguageStore((s) => s.language);
  const items = useCartStore((s) => s.items);
  const subtotal = useCartStore(selectCartSubtotal);
  useCartRefresh();
  const shipping = useShippingFee();

  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [coupon, setCoupon] = useState<{ code: string; discount: number } | null>(null);
  const [method, setMethod] = useState<PaymentMethodId>(PAYMENT_METHOD.Online);
  const [methodError, setMethodError] = useState<string>();
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  // Back from the upload page (`?prescription=ID`): the new prescription is the one chosen.
  const [searchParams] = useSearchParams();
  const [prescriptionId, setPrescriptionId] = useState<number | null>(() => {
    const id = Number(searchParams.get('prescription'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const [prescriptionError, setPrescriptionError] = useState<string>();
  /** Set once the order is placed: the emptied cart must not send the user to /shop. */
  const [placed, setPlaced] = useState(false);
  const [paying, setPaying] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  /** True from the click until the answer: a second click in the same moment sends nothing. */
  const submitting = useRef(false);
  const checkCoupon = useCheckCoupon();
  const storeOrder = useStoreOrder();

  if (items.length === 0 && !placed) return <Navigate to={paths.shop} replace />;

  const discount = coupon?.discount ?? 0;
  const total = orderTotal(subtotal, shipping.fee, discount);
  const unavailable = items.some((line) => !isAvailable(line));
  const tooMany = items.length > CART_LINES_MAX;
  const noAddress = shipping.query.isSuccess && !shipping.address;
  const rx = items.some(needsPrescription);

  const applyCoupon = () => {
    const value = code.trim();
    if (!value) {
      setCodeError(t('cart.coupon.required'));
      return;
    }
    checkCoupon.mutate(
      { code: value, min_spend: subtotal },
      {
        onSuccess: (answer) => {
          setCoupon({ code: value, discount: answer.discount });
          setCodeError(undefined);
          notify(
            'success',
            t('cart.coupon.success', { amount: formatMoney(answer.discount, language) }),
            t('cart.coupon.congratulations'),
          );
        },
        onError: (error) => {
          setCoupon(null);
          const message = error instanceof ApiError ? error.fieldError('code') : undefined;
          setCodeError(message ?? errorMessage(error, t));
        },
      },
    );
  };

  const changeCode = (value: string) => {
    setCode(value);
    setCodeError(undefined);
    // A different code is not the one that was checked: its discount no longer applies.
    if (coupon && value.trim() !== coupon.code) setCoupon(null);
  };

  const showOrderError = (error: unknown, sent: { id: number }[]) => {
    const fields = error instanceof ApiError ? firstFieldErrors(error.errors) : {};
    const byLine: Record<number, string> = {};
    for (const [field, message] of Object.entries(fields)) {
      const match = /^cart_contents\.(\d+)(\.|$)/.exec(field);
      const line = match ? sent[Number(match[1])] : undefined;
      if (line && !byLine[line.id]) byLine[line.id] = message;
    }
    setLineErrors(byLine);
    setMethodError(fields.payment_method);
    setPrescriptionError(fields.prescription_id);
    if (fields.code) {
      setCodeError(fields.code);
      setCoupon(null);
    }
    if (fields.prescription_id) {
      notify('warning', fields.prescription_id);
    } else if (fields.shipping_address) {
      notify('warning', t('checkout.noAddressText'), t('checkout.noAddressTitle'));
      void shipping.query.refetch();
    } else if (error instanceof ApiError && error.status === 422 && Object.keys(fields).length === 0) {
      notify('warning', errorMessage(error, t));
      void shipping.query.refetch();
    } else {
      notify('error', errorMessage(error, t));
    }
  };

  const placeOrder = () => {
    if (submitting.current || paying) return;
    if (noAddress) {
      notify('warning', t('checkout.noAddressText'), t('checkout.noAddressTitle'));
      return;
    }
    if (rx && prescriptionId === null) {
      setPrescriptionError(t('checkout.prescription.required'));
      notify('warning', t('checkout.prescription.required'));
      return;
    }
    const cartContents = items.map((line) => ({ id: line.id, qty: line.c_qty }));
    idempotencyKey.current ??= newIdempotencyKey();
    setLineErrors({});
    setMethodError(undefined);
    setPrescriptionError(undefined);
    submitting.current = true;
    storeOrder.mutate(
      {
        body: {
          cart_contents: cartContents,
          payment_method: method,
          code: coupon?.code,
          prescription_id: rx ? (prescriptionId ?? undefined) : undefined,
        },
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSettled: () => {
          submitting.current = false;
        },
        onSuccess: (answer) => {
          if (answer.status !== 'success') {
            notify('warning', t('checkout.failedText'), t('checkout.failedTitle'));
            return;
          }
          idempotencyKey.current = null;
          setPlaced(true);
          useCartStore.getState().clear();
          if (answer.need_payment && answer.need_payment_id) {
            setPaying(true);
            goToPayment(answer.need_payment_id);
          } else {
            notify('success', rx ? t('checkout.prescription.placed') : t('checkout.placed'));
            navigate(paths.profile.myOrder);
          }
        },
        onError: (error) => {
          // The server answered and refused: nothing was ordered, so the next attempt is a new one. A lost
          // answer (network, 5xx) keeps the key: the retry must not order twice.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) idempotencyKey.current = null;
          showOrderError(error, cartContents);
        },
      },
    );
  };

  return (
    <Container size="lg" py="lg">
      <Title order={1} size="h2" mb="md">
        {t('checkout.title')}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <ShippingInfo
              address={shipping.address}
              loading={shipping.query.isPending}
              error={shipping.query.error}
              onRetry={() => void shipping.query.refetch()}
            />
            <CheckoutLines lines={items} errors={lineErrors} />
            {rx && (
              <PrescriptionChoice
                value={prescriptionId}
                error={prescriptionError}
                onChange={(id) => {
                  setPrescriptionId(id);
                  setPrescriptionError(undefined);
                }}
              />
            )}
            <CouponForm
              code={code}
              error={codeError}
              appliedDiscount={coupon ? coupon.discount : null}
              pending={checkCoupon.isPending}
              onChange={changeCode}
              onApply={applyCoupon}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p="md" pos="sticky" top={80}>
            <Stack gap="md">
              <Radio.Group
                label={t('checkout.paymentMethod')}
                value={String(method)}
                error={methodError}
                onChange={(value) => {
                  setMethod(Number(value) === PAYMENT_METHOD.CashOnDelivery ? 2 : 1);
                  setMethodError(undefined);
                }}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value={String(PAYMENT_METHOD.Online)} label={t('checkout.online')} />
                  <Radio value={String(PAYMENT_METHOD.CashOnDelivery)} label={t('checkout.cashOnDelivery')} />
                </Stack>
              </Radio.Group>
              <PriceSummary
                label={t('cart.summary')}
                rows={[
                  { label: t('cart.subTotal'), amount: subtotal },
                  { label: t('cart.shippingFee'), amount: shipping.fee },
                  { label: t('cart.couponDiscount'), amount: discount, deduction: true },
                ]}
                total={{ label: t('cart.total'), amount: total }}
              />
              {(unavailable || tooMany) && (
                <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
                  {unavailable
                    ? t('cart.unavailableBlock')
                    : t('checkout.tooMany', { n: formatNumber(CART_LINES_MAX, language) })}{' '}
                  <Anchor component={Link} to={paths.cart} size="sm">
                    {t('checkout.backToCart')}
                  </Anchor>
                </Alert>
              )}
              <Button
                size="md"
                fullWidth
                leftSection={<IconLock size={18} aria-hidden="true" />}
                loading={storeOrder.isPending}
                disabled={unavailable || tooMany || paying}
                onClick={placeOrder}
              >
                {t('checkout.proceedToPay')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <PleaseWaitModal opened={paying} />
    </Container>
  );
}
