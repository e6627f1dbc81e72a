import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { errorMessage, revealInvalidFields } from '../../lib/form-errors';
import { notify } from '../../lib/notify';

export const REASON_MAX = 500;

export interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the trimmed reason once it is not blank. */
  onConfirm: (reason: string) => void;
  title: string;
  /** What happens when confirmed, above the field. */
  explain?: ReactNode;
  label: string;
  description?: string;
  /** Shown under the field when it is left blank. */
  requiredMessage: string;
  confirmLabel: string;
  /** The button that closes without acting; "Cancel" unless given. */
  cancelLabel?: string;
  /** Red unless given: these modals block, cancel or decline. */
  confirmColor?: string;
  loading?: boolean;
  /** The failed call: its message for `errorField` shows under the field. */
  error?: unknown;
  errorField?: string;
  maxLength?: number;
}

/** The part of a TanStack mutation a reason modal drives; the server answers with a message to toast. */
interface ReasonMutation<V> {
  mutate: (
    variables: V,
    options: { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void },
  ) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/**
 * What every reason modal does with its call: sends the reason (as `toVariables` puts it; undefined sends
 * nothing), toasts the server's answer or failure, closes on success, and forgets the failure on closing.
 * Spread the result into `ReasonModal`.
 */
export function useReasonAction<V>(
  mutation: ReasonMutation<V>,
  toVariables: (reason: string) => V | undefined,
  onClosed: () => void,
): Pick<ReasonModalProps, 'onClose' | 'onConfirm' | 'loading' | 'error'> {
  const { t } = useTranslation();
  const onClose = () => {
    mutation.reset();
    onClosed();
  };
  const onConfirm = (reason: string) => {
    const variables = toVariables(reason);
    if (variables === undefined) return;
    mutation.mutate(variables, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onClose();
      },
      onError: (error) => notify('error', errorMessage(error, t)),
    });
  };
  return { onClose, onConfirm, loading: mutation.isPending, error: mutation.error };
}

/** A modal that asks why before a change that needs a reason (block, cancel, decline). */
export function ReasonModal({ opened, onClose, title, ...props }: ReasonModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {/* Inside the modal, so the text is forgotten each time it closes. */}
      <ReasonForm onClose={onClose} {...props} />
    </Modal>
  );
}

function ReasonForm({
  onClose,
  onConfirm,
  explain,
  label,
  description,
  requiredMessage,
  confirmLabel,
  cancelLabel,
  confirmColor = 'red',
  loading = false,
  error,
  errorField = 'reason',
  maxLength = REASON_MAX,
}: Omit<ReasonModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : requiredMessage) },
  });
  // The server's complaint stays until the reason is edited, like the form's own errors.
  const [editedAfter, setEditedAfter] = useState<unknown>(null);
  const serverError = error instanceof ApiError && error !== editedAfter ? error.fieldError(errorField) : undefined;
  const input = form.getInputProps('reason');
  const submit = form.onSubmit(({ reason }) => onConfirm(reason.trim()), revealInvalidFields);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {explain && (typeof explain === 'string' ? <Text size="sm">{explain}</Text> : explain)}
        <Textarea
          label={label}
          description={description}
          required
          rows={4}
          maxLength={maxLength}
          data-autofocus
          {...input}
          onChange={(event) => {
            setEditedAfter(error);
            input.onChange(event);
          }}
          error={form.errors.reason ?? serverError}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button type="submit" color={confirmColor} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
