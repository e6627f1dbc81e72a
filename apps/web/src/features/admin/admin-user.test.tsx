import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render';
import { adminRoutes } from './admin-routes';
import { aUserDetail, adminMe, loadAdminPages, stubApi, type StubCall } from './admin-test-api';

function renderUser(id = 7) {
  return renderRoutes([{ path: '/admin', children: adminRoutes }], `/admin/users/${id}`);
}

/** A user page whose block, unblock and role calls answer like the server (422 without a reason). */
function stubUserApi(detail = aUserDetail()) {
  return stubApi(({ method, path, body }: StubCall) => {
    if (path === '/api/admin/me') return { body: adminMe };
    if (method === 'GET' && path === `/api/admin/users/${detail.id}`) return { body: detail };
    if (method === 'POST' && path === `/api/admin/users/${detail.id}/block`) {
      const reason = (body as { reason?: string }).reason ?? '';
      if (reason === 'server says no')
        return { status: 422, body: { message: 'Too short.', errors: { reason: ['The reason is too vague.'] } } };
      return {
        body: {
          message: 'The user has been blocked and signed out of every device.',
          user: { ...detail, blocked: true, blocked_at: '2026-03-05T06:00:00.000Z', block_reason: reason },
        },
      };
    }
    if (method === 'POST' && path === `/api/admin/users/${detail.id}/roles`) {
      return {
        body: {
          message: 'The Pharmacist role has been granted.',
          user: { ...detail, roles: [{ id: 5, name: 'Pharmacist' }] },
        },
      };
    }
  });
}

beforeAll(loadAdminPages, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('admin user page', { timeout: 20_000 }, () => {
  it('shows the account facts', async () => {
    stubUserApi(aUserDetail({ parent: { id: 3, name: 'Karim Uddin' }, active_sessions: 2 }));
    renderUser();
    expect(await screen.findByRole('heading', { name: 'Rahima Khatun' })).toBeInTheDocument();
    expect(screen.getByText('K7M2QX9A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Karim Uddin' })).toHaveAttribute('href', '/admin/users/3');
    expect(screen.getByText('No back-office actions on this account yet.')).toBeInTheDocument();
  });

  it('blocks: the modal asks for a reason, requires it, then calls the endpoint', async () => {
    const { calls } = stubUserApi();
    renderUser();
    await userEvent.click(await screen.findByRole('button', { name: 'Block user' }));

    const dialog = await screen.findByRole('dialog', { name: 'Block Rahima Khatun?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Please write the reason for blocking.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Fake prescriptions ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/admin/users/7/block');
    expect(post.body).toEqual({ reason: 'Fake prescriptions' });
    expect(await screen.findByText('The user has been blocked and signed out of every device.')).toBeInTheDocument();
    expect(await screen.findByText('This account is blocked')).toBeInTheDocument();
    expect(screen.getByText('Reason: Fake prescriptions')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block Rahima Khatun?' })).not.toBeInTheDocument());
  });

  it("shows the server's field error under the reason", async () => {
    stubUserApi();
    renderUser();
    await userEvent.click(await screen.findByRole('button', { name: 'Block user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Rahima Khatun?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'server says no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('The reason is too vague.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not offer to block your own account or remove your own Admin role', async () => {
    stubUserApi(aUserDetail({ id: 1, name: 'Ayesha Admin', roles: [{ id: 1, name: 'Admin' }] }));
    renderUser(1);
    expect(await screen.findByText('This is your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block user' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove the Admin role' })).toBeDisabled();
  });

  it('grants a staff role after confirmation', async () => {
    const { calls } = stubUserApi();
    renderUser();
    await userEvent.click(await screen.findByRole('button', { name: 'Grant the Pharmacist role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant the Pharmacist role' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/admin/users/7/roles');
    expect(post.body).toEqual({ role_id: 5 });
    expect(await screen.findByText('The Pharmacist role has been granted.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove the Pharmacist role' })).toBeEnabled();
  });
});
