import { Button, Group, NumberInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PROVIDER_FEE_MAX } from '@nirog/contracts';
import { revealInvalidFields } from '../../lib/form-errors';

/**
 * The price agreed with a patient for a booking whose fee is negotiated (a nurse booked for several days),
 * as the nurse's list and the back office set it. `onSave` gets taka; the server's field error (`price`)
 * is shown through `error`.
 */
export function AgreedPriceForm({
  label,
  saveLabel,
  pending,
  error,
  onSave,
}: {
  label: string;
  saveLabel: string;
  pending: boolean;
  error?: string | null;
  onSave: (price: number) => void;
}) {
  const form = useForm<{ price: number | string }>({ initialValues: { price: '' } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ price }) => {
        const value = Number(price);
        if (!price || !(value > 0)) {
          form.setFieldError('price', label);
          return;
        }
        onSave(value);
      }, revealInvalidFields)}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput
          label={label}
          required
          min={1}
          max={PROVIDER_FEE_MAX}
          decimalScale={2}
          allowNegative={false}
          leftSection={<span aria-hidden>৳</span>}
          maw={220}
          {...form.getInputProps('price')}
          error={form.errors.price ?? error ?? undefined}
        />
        <Button type="submit" loading={pending}>
          {saveLabel}
        </Button>
      </Group>
    </form>
  );
}
