import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { ReasonModal, type ReasonModalProps } from './reason-modal';

const labels = {
  title: 'Decline the request?',
  explain: 'The patient is told why.',
  label: 'Reason',
  requiredMessage: 'Please write the reason.',
  confirmLabel: 'Decline',
};

/** The modal as a page uses it: opened by a button, closed by its own buttons. */
function Harness(props: Partial<ReasonModalProps>) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <ReasonModal opened={opened} onClose={() => setOpened(false)} onConfirm={() => {}} {...labels} {...props} />
    </>
  );
}

describe('ReasonModal', () => {
  it('asks for the reason, refuses a blank one, and confirms the trimmed text', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request?' });
    expect(within(dialog).getByText('The patient is told why.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please write the reason.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' Out of stock  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(onConfirm).toHaveBeenCalledWith('Out of stock');
  });

  it("shows the server's message for its field until the reason is edited", async () => {
    const error = new ApiError(422, 'The given data was invalid.', { note: ['The note is too long.'] });
    renderWithProviders(<Harness error={error} errorField="note" />);
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(within(dialog).getByText('The note is too long.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, 'x');
    expect(within(dialog).queryByText('The note is too long.')).not.toBeInTheDocument();
  });

  it('ignores errors of other fields', async () => {
    const error = new ApiError(422, 'Refused.', { status: ['Already ordered.'] });
    renderWithProviders(<Harness error={error} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Already ordered.')).not.toBeInTheDocument();
  });

  it('closes with Cancel (or the given label) and forgets the text', async () => {
    renderWithProviders(<Harness cancelLabel="Keep it" />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Half written');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(within(await screen.findByRole('dialog')).getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  });

  it('offers "Cancel" by default and holds both buttons while the call runs', async () => {
    renderWithProviders(<Harness loading />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toHaveAttribute('data-loading', 'true');
  });
});
