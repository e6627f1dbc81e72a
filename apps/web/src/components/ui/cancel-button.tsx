import { Button, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { confirmAction } from './confirm';

/**
 * A red Cancel button for something the user owns (a booking, an order): a yes/no question first, then
 * the cancel call; the server's message, or the error, as a toast.
 */
export function CancelButton<V>({
  mutation,
  variables,
  title,
  explain,
  confirm,
  label,
  ariaLabel,
}: {
  mutation: UseMutationResult<{ message: string }, unknown, V>;
  variables: V;
  /** The question's title, its text and its yes button. */
  title: string;
  explain: string;
  confirm: string;
  /** The button's text, and its name for screen readers (which one of a list). */
  label: string;
  ariaLabel: string;
}) {
  const { t } = useTranslation();
  const ask = () =>
    confirmAction(t, {
      title,
      body: <Text size="sm">{explain}</Text>,
      confirm,
      danger: true,
      onConfirm: () =>
        mutation.mutate(variables, {
          onSuccess: (answer) => notify('success', answer.message),
          onError: (error) => notify('error', errorMessage(error, t)),
        }),
    });
  return (
    <Button
      variant="outline"
      color="red"
      leftSection={<IconX size={16} aria-hidden="true" />}
      loading={mutation.isPending}
      onClick={ask}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
