import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A row's delete button; when deleting is not possible it stays visible, disabled, with the reason as a tooltip. */
export function DeleteButton({
  label,
  blockedHint,
  onClick,
  loading,
}: {
  label: string;
  /** Why the record cannot be deleted, if it cannot. */
  blockedHint?: string;
  onClick: () => void;
  loading?: boolean;
}) {
  const button = (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={label}
      aria-description={blockedHint}
      onClick={onClick}
      disabled={Boolean(blockedHint)}
      loading={loading}
    >
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
  if (!blockedHint) return button;
  return (
    <Tooltip label={blockedHint} withArrow multiline maw={240} events={{ hover: true, focus: true, touch: true }}>
      <span>{button}</span>
    </Tooltip>
  );
}
