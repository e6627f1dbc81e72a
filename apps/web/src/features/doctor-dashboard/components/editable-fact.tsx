import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import type { TFunction } from '../../../i18n';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { firstFieldErrors, notifyFailure } from '../../../lib/form-errors';

/** A fact with a pencil that swaps in its edit form (spec 3: serial no and schedule). */
export function EditableFact({
  label,
  value,
  editLabel,
  canEdit,
  form,
}: {
  label: string;
  value: ReactNode;
  editLabel: string;
  canEdit: boolean;
  form: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {canEdit && (
          <ActionIcon
            variant={editing ? 'default' : 'light'}
            size="md"
            aria-label={editing ? t('doctorDay.actions.cancelEdit') : editLabel}
            aria-expanded={editing}
            onClick={() => setEditing((e) => !e)}
          >
            {editing ? <IconX size={16} aria-hidden /> : <IconPencil size={16} aria-hidden />}
          </ActionIcon>
        )}
      </Group>
      {editing ? form(() => setEditing(false)) : <Text fw={600}>{value}</Text>}
    </Stack>
  );
}

/**
 * A failed serial or schedule save: the server's field messages (a taken serial, a slot just booked) and
 * its message as a toast; "Something wrong!" when the server gave none (spec 3 section 8).
 */
export function updateFailure(error: unknown, t: TFunction): Record<string, string> {
  notifyFailure(error, t('doctorDay.errors.update'));
  return error instanceof ApiError ? firstFieldErrors(error.errors) : {};
}
