import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, stubApi } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { makeMedicineRequest } from '../test/fixtures';
import { Component as MedicineRequestPage } from './medicine-request-page';

const renderForm = (path = '/profile/medicine-request') =>
  renderRoutes(
    [
      { path: '/profile/medicine-request', element: <MedicineRequestPage /> },
      { path: '/profile/my-medicine-requests', element: <h1>My requests page</h1> },
    ],
    path,
  );

describe('medicine request page', () => {
  afterEach(() => notifications.clean());

  it('fills the name in from ?name= (the shop links here when a search finds nothing)', async () => {
    logIn();
    stubApi({});
    renderForm(`/profile/medicine-request?name=${encodeURIComponent('সেকলো ২০')}`);
    expect(await screen.findByRole('textbox', { name: /Medicine name/ })).toHaveValue('সেকলো ২০');
  });

  it('sends the name, shows the answer in a popup, then the list of requests', async () => {
    logIn();
    const calls = stubApi({
      'POST /api/auth/medicine-request/store': {
        body: {
          message: 'Your medicine request has been sent.',
          status: 'success',
          data: makeMedicineRequest({ name: 'Seclo 20' }),
        },
      },
    });
    const { router } = renderForm();
    expect(await screen.findByRole('heading', { name: 'Send Medicine Request' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Medicine name/ }), '  Seclo 20 ');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const popup = await screen.findByRole('dialog', { name: 'Medicine request' });
    expect(popup).toHaveTextContent('Your medicine request has been sent.');
    expect(popup.querySelector('[data-status]')).toHaveAttribute('data-status', 'success');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Seclo 20' });
    expect(router.state.location.pathname).toBe('/profile/medicine-request');

    await userEvent.click(within(popup).getByRole('button', { name: 'See my requests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-medicine-requests'));
  });

  it('needs a name, and shows the server refusal beside the field', async () => {
    logIn();
    const calls = stubApi({
      'POST /api/auth/medicine-request/store': {
        status: 422,
        body: {
          message: 'You have too many open requests.',
          errors: { name: ['You have too many open requests.'] },
        },
      },
    });
    renderForm();
    // Refused by the form's own rule: the field in error is brought into view (on a phone it can be far above).
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please enter the medicine name')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toContainElement(screen.getByText('Please enter the medicine name'));
    scrolled.mockRestore();

    const name = screen.getByRole('textbox', { name: /Medicine name/ });
    await userEvent.type(name, 'Seclo 20');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('You have too many open requests.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Seclo 20');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
