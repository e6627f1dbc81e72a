import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openConfirmModal } from '@mantine/modals';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';

describe('modals requested before the modals manager has loaded', () => {
  it('are held and shown once it listens, in order', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<p>Page</p>);
    // The manager is a lazy chunk: nothing listens yet.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      openConfirmModal({
        modalId: 'first',
        title: 'Delete the slider?',
        labels: { confirm: 'Delete', cancel: 'Keep' },
      });
      openConfirmModal({ title: 'Cancel the order?', labels: { confirm: 'Yes', cancel: 'No' }, onConfirm });
    });

    expect(await screen.findByRole('dialog', { name: 'Cancel the order?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Delete the slider?' })).toBeInTheDocument();
  });
});
