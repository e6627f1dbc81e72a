import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { PROVIDER_DOCS_MAX } from '@nirog/contracts';
import { FileDrop } from '../../../components/provider-forms';
import { formatNumber } from '../../../lib/digits';
import { useLanguageStore } from '../../../stores/language';
import { StepActions, useJoinStep } from './join-wizard';
import { revealInvalidFields } from '../../../lib/form-errors';

interface Props {
  /** The kind's own pictures before the identity ones: the doctor's signature, the ambulance's photo. */
  fields: { name: string; required: boolean }[];
  /** The two sides of the ID: the first required, the second optional (`nid_passport`, or the nurse's `nid_bs`). */
  identity: [string, string];
}

/**
 * The last step of every wizard (multipart): the kind's pictures, the ID's two sides and 1 to 5 documents
 * (Document 1 required, a slot added at a time), each a drop zone with its preview, then one upload with its
 * progress. Errors come back keyed by field (`signature`, `docs`, `docs.N`).
 */
export function DocumentUploads({ fields, identity }: Props) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const { submit, progress, pending } = useJoinStep();
  const form = useForm<Record<string, never>>({ initialValues: {} });
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [slots, setSlots] = useState(1);
  const docKeys = Array.from({ length: slots }, (_, i) => `doc-${i}`);

  const set = (key: string) => (file: File | null) => {
    setFiles((current) => ({ ...current, [key]: file }));
    form.clearFieldError(key);
  };

  // docs[] carries the picked documents in slot order; the server's `docs.N` is the N-th of them.
  const pickedDocSlots = docKeys.filter((key) => files[key]);
  const docError = (slot: number) => {
    const n = pickedDocSlots.indexOf(`doc-${slot}`);
    return (n >= 0 ? form.errors[`docs.${n}`] : undefined) ?? (slot === 0 ? form.errors.docs : undefined);
  };

  const onSubmit = form.onSubmit(() => {
    const body = new FormData();
    for (const name of [...fields.map((f) => f.name), ...identity]) {
      const file = files[name];
      if (file) body.append(name, file);
    }
    for (const key of pickedDocSlots) body.append('docs[]', files[key]!);
    submit(body, form);
  }, revealInvalidFields);

  const drop = (name: string, label: string, required: boolean) => (
    <FileDrop
      key={name}
      label={label}
      required={required}
      value={files[name] ?? null}
      onChange={set(name)}
      error={form.errors[name]}
      progress={progress}
      disabled={pending}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('providerJoin.stepTitles.documents')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('providerJoin.files.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {fields.map((f) => drop(f.name, t(`providerJoin.files.${f.name}`), f.required))}
          {drop(identity[0], t('providerJoin.files.identity1'), true)}
          {drop(identity[1], t('providerJoin.files.identity2'), false)}
        </SimpleGrid>
        <Title order={3} size="h5" mt="sm">
          {t('providerJoin.files.documents')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {docKeys.map((key, slot) => (
            <FileDrop
              key={key}
              label={t('providerJoin.files.document', { n: formatNumber(slot + 1, language) })}
              required={slot === 0}
              value={files[key] ?? null}
              onChange={set(key)}
              error={docError(slot)}
              progress={progress}
              disabled={pending}
            />
          ))}
        </SimpleGrid>
        {slots < PROVIDER_DOCS_MAX && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setSlots((n) => n + 1)}
            disabled={pending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('providerJoin.files.addDocument')}
          </Button>
        )}
        <StepActions />
      </Stack>
    </form>
  );
}
