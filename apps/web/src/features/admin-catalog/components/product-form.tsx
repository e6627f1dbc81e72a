import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AdminProduct } from '@nirog/contracts';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useLanguageStore } from '../../../stores/language';
import { useCreateAdminProduct } from '../api/create-admin-product';
import { useAdminCategories } from '../api/get-admin-categories';
import { useUpdateAdminProduct } from '../api/update-admin-product';
import { productPath } from './catalog-paths';
import { DETAIL_FIELDS, finalPrice, toFormValues, toProductBody, type ProductFormValues } from './product-form-values';
import { TermMultiSelect, TermSelect } from './term-pickers';
import { localName } from '../../../lib/local-name';

const GENERICS_MAX = 10;

/** A new product (then opened for its pictures) or the fields of an existing one. */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const navigate = useNavigate();
  const create = useCreateAdminProduct();
  const update = useUpdateAdminProduct();
  const categories = useAdminCategories();
  const form = useForm<ProductFormValues>({
    initialValues: toFormValues(product),
    validate: {
      title: (value) => (value.trim() ? null : t('adminCatalog.form.required')),
      price: (value) => (value === '' ? t('adminCatalog.form.required') : null),
    },
  });
  const saving = create.isPending || update.isPending;
  const preview = finalPrice(form.values.price, form.values.discount);
  const f = (key: string) => t(`adminCatalog.form.fields.${key}`);

  const submit = form.onSubmit((values) => {
    const body = toProductBody(values);
    const onError = (error: unknown) => showFormError(form, error, t);
    if (!product) {
      create.mutate(body, {
        onSuccess: (answer) => {
          notify('success', answer.message);
          navigate(productPath(answer.data.id), { replace: true });
        },
        onError,
      });
      return;
    }
    update.mutate(
      { id: product.id, body },
      {
        onSuccess: (answer) => {
          const saved = toFormValues(answer.data);
          form.setInitialValues(saved);
          form.setValues(saved);
          form.resetDirty(saved);
          notify('success', answer.message);
        },
        onError,
      },
    );
  }, revealInvalidFields);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t('adminCatalog.form.groups.product')} style={{ minWidth: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={f('title')} required maxLength={190} {...form.getInputProps('title')} />
              <TextInput label={f('bn_title')} lang="bn" maxLength={190} {...form.getInputProps('bn_title')} />
              <TextInput
                label={f('power')}
                placeholder={t('adminCatalog.form.powerPlaceholder')}
                maxLength={80}
                {...form.getInputProps('power')}
              />
              <TextInput
                label={f('slug')}
                description={t('adminCatalog.form.slugHint')}
                maxLength={190}
                {...form.getInputProps('slug')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={f('price')}
                required
                min={0}
                max={10_000_000}
                decimalScale={2}
                allowNegative={false}
                leftSection={<span aria-hidden>৳</span>}
                {...form.getInputProps('price')}
              />
              <NumberInput
                label={f('discount')}
                min={0}
                max={100}
                decimalScale={2}
                allowNegative={false}
                rightSection={<span aria-hidden>%</span>}
                {...form.getInputProps('discount')}
              />
              <div>
                <Text size="sm" fw={500}>
                  {f('final_price')}
                </Text>
                <Text size="lg" fw={700} aria-live="polite">
                  {preview === null ? '—' : formatMoney(preview, language)}
                </Text>
              </div>
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('adminCatalog.form.groups.classification')} style={{ minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TermSelect
              kind="medicine-types"
              label={f('medicine_type_id')}
              initial={
                product?.medicine_type
                  ? [{ value: String(product.medicine_type.id), label: product.medicine_type.title }]
                  : []
              }
              value={form.values.medicine_type_id}
              onChange={(value) => form.setFieldValue('medicine_type_id', value)}
              error={form.errors.medicine_type_id}
            />
            <TermSelect
              kind="brands"
              label={f('brand_id')}
              initial={product?.brand ? [{ value: String(product.brand.id), label: product.brand.name }] : []}
              value={form.values.brand_id}
              onChange={(value) => form.setFieldValue('brand_id', value)}
              error={form.errors.brand_id}
            />
            <TermMultiSelect
              kind="generics"
              label={f('generic_ids')}
              max={GENERICS_MAX}
              initial={product?.generics.map((g) => ({ value: String(g.id), label: g.title })) ?? []}
              value={form.values.generic_ids}
              onChange={(value) => form.setFieldValue('generic_ids', value)}
              error={form.errors.generic_ids}
            />
            <MultiSelect
              label={f('category_ids')}
              data={(categories.data ?? []).map((c) => ({
                value: String(c.id),
                label: localName(c, language),
              }))}
              searchable
              clearable
              nothingFoundMessage={t('adminCatalog.nothingFound')}
              {...form.getInputProps('category_ids')}
            />
          </SimpleGrid>
          <Group gap="xl" mt="md">
            <Checkbox
              label={f('prescription_required')}
              {...form.getInputProps('prescription_required', { type: 'checkbox' })}
            />
            <Switch label={f('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          </Group>
        </Fieldset>

        <Fieldset legend={t('adminCatalog.form.groups.details')} style={{ minWidth: 0 }}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('adminCatalog.form.htmlHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {DETAIL_FIELDS.map((key) => (
                <Textarea
                  key={key}
                  label={f(key)}
                  rows={6}
                  resize="vertical"
                  maxLength={20000}
                  {...form.getInputProps(key)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          {product && (
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || saving}>
              {t('adminCatalog.form.discard')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {product ? t('adminCatalog.form.save') : t('adminCatalog.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
