import { useState } from 'react';
import { Alert, Anchor, Button, NumberInput, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { PRESCRIPTION_DAY_FOR_MAX } from '@nirog/contracts';
import { formatNumber } from '../../../lib/digits';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useLanguageStore } from '../../../stores/language';
import { useUploadPrescription } from '../api/upload-prescription';
import { PrescriptionImagePicker } from './prescription-image-picker';
import { usePickedImages } from './use-picked-images';
import { ADD_ADDRESS_PATH } from './shipping-address-missing';

const IMAGE_ERROR = /^images\.(\d+)$/;

/** The server's `images.N` errors by position. */
function imageErrorsOf(errors: Record<string, unknown>): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = IMAGE_ERROR.exec(field);
    if (match && typeof message === 'string') out[Number(match[1])] = message;
  }
  return out;
}

/**
 * Images, days of medicine and medicines to leave out, uploaded with a progress bar. On a refusal the picked
 * images and the fields stay, with the server's messages beside them; success goes to My prescription.
 */
export function UploadPrescriptionForm() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const upload = useUploadPrescription();
  const picked = usePickedImages();
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<{ day_for: number | string; unnecessary_medicine: string }>({
    mode: 'uncontrolled',
    initialValues: { day_for: '', unnecessary_medicine: '' },
  });

  const clearImageErrors = () => {
    form.setErrors(
      Object.fromEntries(
        Object.entries(form.errors).filter(([field]) => field !== 'images' && !IMAGE_ERROR.test(field)),
      ),
    );
  };

  const submit = form.onSubmit((values) => {
    if (picked.images.length === 0) {
      notify('warning', t('prescriptions.upload.noImageText'), t('prescriptions.upload.noImageTitle'));
      form.setFieldError('images', t('prescriptions.upload.noImageText'));
      return;
    }
    setPercent(0);
    upload.mutate(
      { ...values, images: picked.images.map((image) => image.file), onProgress: setPercent },
      {
        onSuccess: (answer) => {
          if (answer?.status !== 'success') {
            setPercent(null);
            notify('warning', t('prescriptions.upload.failed'));
            return;
          }
          notify('success', answer.message || t('prescriptions.upload.success'));
          // Came from checkout (`?_reb=checkout`, an order with prescription-only medicines): back there, this one chosen.
          void navigate(
            searchParams.get('_reb') === 'checkout'
              ? `${paths.checkout}?prescription=${answer.data.id}`
              : paths.profile.myPrescription,
          );
        },
        onError: (error) => {
          setPercent(null);
          showFormError(form, error, t);
        },
      },
    );
  }, revealInvalidFields);

  const busy = upload.isPending;
  const addressError = form.errors.shipping_address;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {addressError && (
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
            <Text size="sm">{addressError}</Text>
            <Anchor component={Link} to={ADD_ADDRESS_PATH} size="sm" fw={600}>
              {t('prescriptions.upload.addAddress')}
            </Anchor>
          </Alert>
        )}
        <PrescriptionImagePicker
          images={picked.images}
          onAdd={(files) => {
            clearImageErrors();
            picked.add(files);
          }}
          onRemove={(key) => {
            clearImageErrors();
            picked.remove(key);
          }}
          error={typeof form.errors.images === 'string' ? form.errors.images : undefined}
          imageErrors={imageErrorsOf(form.errors)}
          disabled={busy}
        />
        <NumberInput
          label={t('prescriptions.upload.dayFor')}
          description={t('prescriptions.upload.dayForHint', { max: formatNumber(PRESCRIPTION_DAY_FOR_MAX, language) })}
          min={1}
          max={PRESCRIPTION_DAY_FOR_MAX}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          maw={240}
          disabled={busy}
          key={form.key('day_for')}
          {...form.getInputProps('day_for')}
        />
        <Textarea
          label={t('prescriptions.upload.unnecessaryMedicine')}
          description={t('prescriptions.upload.unnecessaryMedicineHint')}
          rows={3}
          maxLength={1000}
          disabled={busy}
          key={form.key('unnecessary_medicine')}
          {...form.getInputProps('unnecessary_medicine')}
        />
        {percent !== null && (
          <Stack gap={4}>
            <Progress value={percent} animated={percent < 100} aria-label={t('prescriptions.upload.progress')} />
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('prescriptions.upload.sending', { percent: formatNumber(percent, language) })}
            </Text>
          </Stack>
        )}
        <Button type="submit" loading={busy} leftSection={<IconUpload size={16} aria-hidden="true" />} maw={280}>
          {t('prescriptions.upload.submit')}
        </Button>
      </Stack>
    </form>
  );
}
