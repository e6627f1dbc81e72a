import type { ReactNode } from 'react';
import { openConfirmModal } from '@mantine/modals';
import type { TFunction } from '../../i18n';

/** A yes/no question before a change (keyboard reachable, Escape cancels). */
export function confirmAction(
  t: TFunction,
  options: { title: string; body: ReactNode; confirm: string; danger?: boolean; onConfirm: () => void },
) {
  openConfirmModal({
    title: options.title,
    children: options.body,
    centered: true,
    labels: { confirm: options.confirm, cancel: t('common.cancel') },
    confirmProps: { color: options.danger ? 'red' : undefined },
    onConfirm: options.onConfirm,
  });
}
