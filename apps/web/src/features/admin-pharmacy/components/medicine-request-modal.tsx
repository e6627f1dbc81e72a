import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n';
import type { AdminMedicineRequest, AdminMedicineRequestUpdateBody } from '@nirog/contracts';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUpdateAdminMedicineRequest } from '../api/update-admin-medicine-request';
import { ProductPicker, type PickedProduct } from './product-picker';

const UPDATE_STATUSES = ['Processing', 'Ready', 'Declined'] as const;
type UpdateStatus = (typeof UPDATE_STATUSES)[number];
const NOTE_MAX = 1000;

interface Values {
  status: UpdateStatus;
  product: PickedProduct | null;
  note: string;
}

function initialValues(request: AdminMedicineRequest): Values {
  const status = (UPDATE_STATUSES as readonly string[]).includes(request.status)
    ? (request.status as UpdateStatus)
    : 'Processing';
  return { status, product: request.product, note: request.note ?? '' };
}

/** The body of `PUT /api/admin/medicine-requests/:id`: the product only when Ready; a blank note is null. */
export function requestUpdateBody(values: Values): AdminMedicineRequestUpdateBody {
  const note = values.note.trim() || null;
  return values.status === 'Ready' && values.product
    ? { status: 'Ready', product_id: values.product.id, note }
    : { status: values.status, note };
}

/** Moves a request on: Processing, Ready with the product to open, or Declined with the reason. */
export function MedicineRequestModal({ request, onClose }: { request: AdminMedicineRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAdminMedicineRequest();
  const form = useForm<Values>({
    initialValues: initialValues(request),
    validate: {
      product: (value, values) =>
        values.status === 'Ready' && !value ? t('adminPharmacy.update.productRequired') : null,
      note: (value, values) =>
        values.status === 'Declined' && !value.trim() ? t('adminPharmacy.update.reasonRequired') : null,
    },
  });
  const { status } = form.values;

  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { id: request.id, body: requestUpdateBody(values) },
        {
          onSuccess: (answer) => {
            notify('success', answer.message);
            onClose();
          },
          onError: (error) => showFormError(form, error, t, { fieldMap: { product_id: 'product' } }),
        },
      ),
    revealInvalidFields,
  );

  return (
    <Modal opened onClose={onClose} centered size="lg" title={t('adminPharmacy.update.title', { name: request.name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('adminPharmacy.update.askedBy', { name: request.customer.name })}
          </Text>
          <Radio.Group
            label={t('adminPharmacy.update.status')}
            required
            {...form.getInputProps('status')}
            onChange={(value) => {
              form.setFieldValue('status', value as UpdateStatus);
              form.clearErrors();
            }}
          >
            <Stack gap={6} mt={4}>
              {UPDATE_STATUSES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`adminPharmacy.requestStatus.${value}`)}
                  description={t(`adminPharmacy.update.hints.${value}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {status === 'Ready' && (
            <ProductPicker
              label={t('adminPharmacy.update.product')}
              required
              value={form.values.product}
              onChange={(product) => form.setFieldValue('product', product)}
              error={form.errors.product}
            />
          )}
          <Textarea
            label={status === 'Declined' ? t('adminPharmacy.update.reason') : t('adminPharmacy.update.note')}
            description={status === 'Declined' ? undefined : t('adminPharmacy.update.noteHint')}
            required={status === 'Declined'}
            rows={3}
            maxLength={NOTE_MAX}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={status === 'Declined' ? 'red' : undefined} loading={update.isPending}>
              {t('adminPharmacy.update.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
