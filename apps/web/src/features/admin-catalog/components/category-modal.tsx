import { useState } from 'react';
import { Avatar, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminCategory } from '@nirog/contracts';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { storageUrl } from '../../../lib/media';
import { notify } from '../../../lib/notify';
import { useCreateAdminCategory } from '../api/create-admin-category';
import { useUpdateAdminCategory } from '../api/update-admin-category';
import { useUploadAdminCategoryLogo } from '../api/upload-admin-category-logo';
import { ImageFileButton } from './image-file-button';

interface CategoryFormValues {
  name: string;
  bn_name: string;
  sort: number | string;
  active: boolean;
}

/**
 * Creates or edits a category. A new category stays open after saving, so its logo can be added
 * (the logo is uploaded to the saved category).
 */
export function CategoryModal({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAdminCategory();
  const update = useUpdateAdminCategory();
  const logo = useUploadAdminCategoryLogo();
  const [saved, setSaved] = useState<AdminCategory | null>(category);
  const required = (value: string) => (value.trim() ? null : t('adminCatalog.form.required'));
  const form = useForm<CategoryFormValues>({
    initialValues: {
      name: category?.name ?? '',
      bn_name: category?.bn_name ?? '',
      sort: category?.sort ?? 0,
      active: category?.active ?? true,
    },
    validate: { name: required, bn_name: required },
  });
  const f = (key: string) => t(`adminCatalog.categories.fields.${key}`);

  const submit = form.onSubmit((values) => {
    const body = {
      name: values.name.trim(),
      bn_name: values.bn_name.trim(),
      sort: values.sort === '' ? 0 : Number(values.sort),
      active: values.active,
    };
    const onError = (error: unknown) => showFormError(form, error, t);
    if (saved) {
      update.mutate(
        { id: saved.id, body },
        {
          onSuccess: (answer) => {
            notify('success', answer.message);
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (answer) => {
          notify('success', answer.message);
          setSaved(answer.data);
          form.resetDirty();
        },
        onError,
      });
    }
  }, revealInvalidFields);

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        saved ? t('adminCatalog.categories.editTitle', { name: saved.name }) : t('adminCatalog.categories.newTitle')
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={f('name')} required maxLength={120} data-autofocus {...form.getInputProps('name')} />
          <TextInput label={f('bn_name')} required lang="bn" maxLength={120} {...form.getInputProps('bn_name')} />
          <SimpleGrid cols={2}>
            <NumberInput
              label={f('sort')}
              description={t('adminCatalog.categories.sortHint')}
              min={0}
              max={100000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('sort')}
            />
            <Switch label={f('active')} mt="lg" {...form.getInputProps('active', { type: 'checkbox' })} />
          </SimpleGrid>

          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {f('logo')}
            </Text>
            {saved ? (
              <Group gap="sm" align="flex-start" wrap="nowrap">
                <Avatar src={storageUrl(saved.logo)} alt="" radius="sm" size="lg" color="teal" variant="light">
                  <IconCategory aria-hidden />
                </Avatar>
                <ImageFileButton
                  label={
                    saved.logo ? t('adminCatalog.categories.replaceLogo') : t('adminCatalog.categories.uploadLogo')
                  }
                  send={async (file, onProgress) => {
                    const answer = await logo.mutateAsync({ id: saved.id, file, onProgress });
                    setSaved(answer.data);
                    return answer;
                  }}
                />
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('adminCatalog.categories.logoAfterSave')}
              </Text>
            )}
          </Stack>

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {saved && !category ? t('adminCatalog.actions.done') : t('common.cancel')}
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
