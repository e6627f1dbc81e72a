import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n';
import type { CatalogTerm, CatalogTermKind } from '@nirog/contracts';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateCatalogTerm } from '../api/create-catalog-term';
import { useUpdateCatalogTerm } from '../api/update-catalog-term';

/** Brands have no Bengali name. */
export const hasBengaliName = (kind: CatalogTermKind) => kind !== 'brands';

/** Creates or renames a generic, brand or medicine type. */
export function TermModal({
  kind,
  term,
  onClose,
}: {
  kind: CatalogTermKind;
  term: CatalogTerm | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCatalogTerm();
  const update = useUpdateCatalogTerm();
  const form = useForm({
    initialValues: { name: term?.name ?? '', bn_name: term?.bn_name ?? '' },
    validate: { name: (value) => (value.trim() ? null : t('adminCatalog.form.required')) },
  });
  const words = (key: string, options?: Record<string, string>) => t(`adminCatalog.terms.${kind}.${key}`, options);

  const submit = form.onSubmit((values) => {
    const body = {
      name: values.name.trim(),
      ...(hasBengaliName(kind) ? { bn_name: values.bn_name.trim() || null } : {}),
    };
    const handlers = {
      onSuccess: (answer: { message: string }) => {
        notify('success', answer.message);
        onClose();
      },
      onError: (error: unknown) => showFormError(form, error, t),
    };
    if (term) update.mutate({ kind, id: term.id, body }, handlers);
    else create.mutate({ kind, body }, handlers);
  }, revealInvalidFields);

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={term ? t('adminCatalog.terms.editTitle', { name: term.name }) : words('newTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={words('name')} required maxLength={190} data-autofocus {...form.getInputProps('name')} />
          {hasBengaliName(kind) && (
            <TextInput label={words('bnName')} lang="bn" maxLength={190} {...form.getInputProps('bn_name')} />
          )}
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
