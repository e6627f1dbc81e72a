import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';

/**
 * One section of a provider's profile (spec 3, "Profile sections"): its read-only view, and an Edit
 * button that swaps in the section's form; Cancel (the button or the form's own) or a successful save
 * returns to the view.
 */
export function ProfileSection({
  title,
  view,
  form,
}: {
  title: string;
  view: ReactNode;
  /** The edit form, given the function that closes it. */
  form: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const close = () => setEditing(false);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Button
            size="xs"
            // Never squeezed by a long section title: "Edit" was cut to "Edi" at 360 px.
            style={{ flexShrink: 0 }}
            variant={editing ? 'default' : 'light'}
            leftSection={editing ? <IconX size={14} aria-hidden /> : <IconPencil size={14} aria-hidden />}
            onClick={() => setEditing((e) => !e)}
            aria-expanded={editing}
            aria-label={t(editing ? 'providerDashboard.cancelSection' : 'providerDashboard.editSection', {
              section: title,
            })}
          >
            {editing ? t('common.cancel') : t('providerDashboard.edit')}
          </Button>
        </Group>
        {editing ? form(close) : view}
      </Stack>
    </Card>
  );
}

/** A section's form with its Cancel and Save buttons (Save spins while the save runs). */
export function SectionForm({
  onSubmit,
  onCancel,
  saving,
  canSave = true,
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** False hides Save (the signature and photo forms: until a file is chosen). */
  canSave?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          {canSave && (
            <Button type="submit" loading={saving}>
              {t('providerDashboard.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
