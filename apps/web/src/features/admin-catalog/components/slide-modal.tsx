import { useState } from 'react';
import {
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { SLIDER_KINDS, type AdminSlider, type SliderKind, type SliderWriteBody } from '@nirog/contracts';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateAdminSlider } from '../api/create-admin-slider';
import { useUpdateAdminSlider } from '../api/update-admin-slider';
import { IMAGE_ACCEPT, imageFileProblem } from './file-checks';
import { UploadProgress } from './upload-progress';

interface SlideFormValues {
  kind: SliderKind;
  title: string;
  bn_title: string;
  link: string;
  sort: number | string;
  active: boolean;
  image: File | null;
}

function toBody(values: SlideFormValues): SliderWriteBody {
  return {
    kind: values.kind,
    title: values.title.trim() || null,
    bn_title: values.bn_title.trim() || null,
    link: values.link.trim() || null,
    sort: values.sort === '' ? 0 : Number(values.sort),
    active: values.active,
  };
}

/** A new slide (fields and picture sent together, with progress) or the fields of an existing one. */
export function SlideModal({
  slide,
  kind,
  onClose,
}: {
  slide: AdminSlider | null;
  kind: SliderKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAdminSlider();
  const update = useUpdateAdminSlider();
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<SlideFormValues>({
    initialValues: {
      kind: slide?.kind ?? kind,
      title: slide?.title ?? '',
      bn_title: slide?.bn_title ?? '',
      link: slide?.link ?? '',
      sort: slide?.sort ?? 0,
      active: slide?.active ?? true,
      image: null,
    },
    validate: {
      image: (file) => {
        if (slide) return null;
        if (!file) return t('adminCatalog.sliders.imageRequired');
        return imageFileProblem(file, t);
      },
    },
  });
  const f = (key: string) => t(`adminCatalog.sliders.fields.${key}`);

  const submit = form.onSubmit((values) => {
    const handlers = {
      onSuccess: (answer: { message: string }) => {
        notify('success', answer.message);
        onClose();
      },
      onError: (error: unknown) => {
        setPercent(null);
        showFormError(form, error, t);
      },
    };
    if (slide) update.mutate({ id: slide.id, body: toBody(values) }, handlers);
    else if (values.image) {
      setPercent(0);
      create.mutate({ fields: toBody(values), image: values.image, onProgress: setPercent }, handlers);
    }
  }, revealInvalidFields);

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={slide ? t('adminCatalog.sliders.editTitle') : t('adminCatalog.sliders.newTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={f('kind')}
            data={SLIDER_KINDS.map((value) => ({ value, label: t(`adminCatalog.sliders.kinds.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          {!slide && (
            <FileInput
              label={f('image')}
              description={t('adminCatalog.files.imageHint')}
              required
              accept={IMAGE_ACCEPT}
              clearable
              leftSection={<IconPhoto size={16} aria-hidden />}
              {...form.getInputProps('image')}
              onChange={(file) => {
                form.setFieldValue('image', file);
                form.setFieldError('image', file ? imageFileProblem(file, t) : null);
              }}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={f('title')} maxLength={190} data-autofocus {...form.getInputProps('title')} />
            <TextInput label={f('bn_title')} lang="bn" maxLength={190} {...form.getInputProps('bn_title')} />
          </SimpleGrid>
          <TextInput
            label={f('link')}
            description={t('adminCatalog.sliders.linkHint')}
            placeholder="/shop"
            maxLength={255}
            {...form.getInputProps('link')}
          />
          <SimpleGrid cols={2}>
            <NumberInput
              label={f('sort')}
              min={0}
              max={100000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('sort')}
            />
            <Switch label={f('active')} mt="lg" {...form.getInputProps('active', { type: 'checkbox' })} />
          </SimpleGrid>
          {percent !== null && form.values.image && <UploadProgress name={form.values.image.name} percent={percent} />}
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
