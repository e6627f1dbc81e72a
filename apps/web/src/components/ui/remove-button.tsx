import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The round red trash button that removes one line (cart, wishlist); `label` names what it removes. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" radius="xl" size="lg" aria-label={label} onClick={onClick}>
      <IconTrash size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
