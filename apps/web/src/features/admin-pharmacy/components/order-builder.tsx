import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  List,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { PAYMENT_METHOD, type AdminPrescription, type AdminProductRow, type PaymentMethodId } from '@nirog/contracts';
import { PriceSummary } from '../../../components/data/price-summary';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreatePrescriptionOrder } from '../api/create-prescription-order';
import {
  addLine,
  DEFAULT_PAYMENT_METHOD,
  isValidQty,
  LINES_MAX,
  linesSubTotal,
  orderBody,
  QTY_MAX,
  QTY_MIN,
  removeLine,
  setLineQty,
  sortOrderErrors,
  type OrderLine,
} from './order-lines';
import { ProductPicker } from './product-picker';
import { OrderLinesTable } from './order-lines-table';
import { useFormatters } from '../../../lib/use-formatters';

const NOTE_MAX = 1000;
type ServerErrors = ReturnType<typeof sortOrderErrors>;
const NO_ERRORS: ServerErrors = { byProduct: {}, general: [], note: undefined };

/**
 * Builds the patient's order from the prescription: products found by search with their quantities,
 * the catalogue prices and the shipping fee (for display: the server prices the order), the payment
 * method and a note. A refused order keeps its lines, with the server's complaints beside them.
 */
export function OrderBuilder({ prescription, onClose }: { prescription: AdminPrescription; onClose: () => void }) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const create = useCreatePrescriptionOrder();
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [picked, setPicked] = useState<AdminProductRow | null>(null);
  const [addQty, setAddQty] = useState<number | ''>(1);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodId>(DEFAULT_PAYMENT_METHOD);
  const [note, setNote] = useState('');
  const [serverErrors, setServerErrors] = useState<ServerErrors>(NO_ERRORS);
  const [problem, setProblem] = useState<string | null>(null);
  const subTotal = linesSubTotal(lines);
  const full = lines.length >= LINES_MAX && !lines.some((line) => line.product.id === picked?.id);

  const add = () => {
    if (!picked || !isValidQty(addQty) || full) return;
    setLines((current) => addLine(current, picked, addQty));
    setPicked(null);
    setAddQty(1);
    setProblem(null);
  };

  /** What must be fixed before the order can be sent, or null. */
  const linesProblem = (): string | null => {
    if (lines.length === 0) return t('adminPharmacy.builder.noLines');
    if (!lines.every((line) => isValidQty(line.qty)))
      return t('adminPharmacy.builder.fixQuantities', { min: digits(QTY_MIN), max: digits(QTY_MAX) });
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = linesProblem();
    setProblem(found);
    if (found) return;
    setServerErrors(NO_ERRORS);
    const sent = lines;
    create.mutate(
      { id: prescription.id, body: orderBody(sent, paymentMethod, note) },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setServerErrors(sortOrderErrors(error.errors, sent));
          notify('error', errorMessage(error, t));
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={t('adminPharmacy.builder.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t('adminPharmacy.builder.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('adminPharmacy.builder.explain')}
            </Text>
          </div>

          {!prescription.shipping_address && <Alert color="yellow">{t('adminPharmacy.builder.noAddress')}</Alert>}
          {serverErrors.general.length > 0 && (
            <Alert color="red" role="alert" title={t('adminPharmacy.builder.refused')}>
              <List size="sm">
                {serverErrors.general.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}

          <Grid gap="sm" align="flex-end">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <ProductPicker label={t('adminPharmacy.builder.product')} value={picked} onChange={setPicked} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 2 }}>
              <NumberInput
                label={t('adminPharmacy.builder.qty')}
                min={QTY_MIN}
                max={QTY_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={addQty}
                onChange={(value) => setAddQty(value === '' ? '' : Number(value))}
                error={
                  isValidQty(addQty)
                    ? undefined
                    : t('adminPharmacy.builder.qtyRange', { min: digits(QTY_MIN), max: digits(QTY_MAX) })
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <Button
                fullWidth
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={add}
                disabled={!picked || !isValidQty(addQty) || full}
              >
                {t('adminPharmacy.builder.add')}
              </Button>
            </Grid.Col>
          </Grid>
          {full && (
            <Text size="xs" c="dimmed">
              {t('adminPharmacy.builder.linesMax', { max: digits(LINES_MAX) })}
            </Text>
          )}

          <OrderLinesTable
            lines={lines}
            errors={serverErrors.byProduct}
            disabled={create.isPending}
            onQtyChange={(productId, qty) => setLines((current) => setLineQty(current, productId, qty))}
            onRemove={(productId) => setLines((current) => removeLine(current, productId))}
          />

          <Stack maw={360} ml="auto" w="100%">
            <PriceSummary
              label={t('adminPharmacy.builder.totals')}
              rows={[
                { label: t('adminPharmacy.builder.subTotal'), amount: subTotal },
                { label: t('adminPharmacy.builder.shippingFee'), amount: prescription.shipping_fee },
              ]}
              total={{ label: t('adminPharmacy.builder.total'), amount: subTotal + prescription.shipping_fee }}
            />
            <Text size="xs" c="dimmed">
              {t('adminPharmacy.builder.pricesHint')}
            </Text>
          </Stack>

          <Radio.Group
            label={t('adminPharmacy.builder.paymentMethod')}
            value={String(paymentMethod)}
            onChange={(value) => setPaymentMethod(Number(value) as PaymentMethodId)}
          >
            <Group gap="lg" mt={4}>
              <Radio value={String(PAYMENT_METHOD.Online)} label={t('adminPharmacy.builder.online')} />
              <Radio value={String(PAYMENT_METHOD.CashOnDelivery)} label={t('adminPharmacy.builder.cash')} />
            </Group>
          </Radio.Group>

          <Textarea
            label={t('adminPharmacy.builder.note')}
            description={t('adminPharmacy.builder.noteHint')}
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={serverErrors.note}
          />

          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('adminPharmacy.builder.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
