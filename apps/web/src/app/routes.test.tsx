import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { useSessionStore } from '../stores/session';
import { logIn, makeUser, stubApi } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { createRoutes } from './routes';

const TOKEN = '31|fresh-token-from-login';

async function fillLogin(email = 'rahima@example.com', password = 'secret-password') {
  await userEvent.type(await screen.findByLabelText(/^E-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('route table', () => {
  it('sends a guest from /profile to /login and back to /profile after logging in', async () => {
    const user = makeUser({ name: 'Karim Uddin', referral_code: 'KARIM42' });
    const calls = stubApi({ 'POST /api/auth/login': { body: { message: 'Welcome back', token: TOKEN, user } } });
    const { router } = renderRoutes(createRoutes(), '/profile');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.origin)!)).toBe('/profile');

    await fillLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('KARIM42')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'rahima@example.com',
      password: 'secret-password',
    });
    expect(useSessionStore.getState().token).toBe(TOKEN);
    // Arriving at the remembered page forgets it.
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.origin)).toBeNull());
  });

  it('sends a guest from /referral to /login without asking for the referral details', async () => {
    const calls = stubApi({});
    const { router } = renderRoutes(createRoutes(), '/referral');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.origin)!)).toBe('/referral');
    expect(calls.some((c) => c.path === '/api/referral-things')).toBe(false);
  });

  it('opens /referral for a logged-in user', async () => {
    stubApi({
      'POST /api/auth/check-is-valid-auth': { body: { status: 'valid-auth', user: makeUser() } },
      'GET /api/referral-things': {
        body: {
          banner: null,
          text_box: 'Share your code.',
          referral_code: 'RAHIMA7',
          referral_link: 'http://nirog.localhost/register?ddrefc=RAHIMA7',
        },
      },
    });
    logIn();
    renderRoutes(createRoutes(), '/referral');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refer and earn' })).toBeInTheDocument();
    expect(await screen.findByText('RAHIMA7')).toBeInTheDocument();
  });

  it('sends a logged-in user away from the guest-only /login', async () => {
    stubApi({ 'POST /api/auth/check-is-valid-auth': { body: { status: 'valid-auth', user: makeUser() } } });
    logIn();
    const { router } = renderRoutes(createRoutes(), '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows 404 | Not Found with a Go Home button for an unknown path', async () => {
    stubApi({});
    const { router } = renderRoutes(createRoutes(), '/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 | Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Our services' })).toBeInTheDocument();
  });

  it('shows the profile not-found view for unknown paths under /profile, with the sidebar', async () => {
    stubApi({ 'POST /api/auth/check-is-valid-auth': { body: { status: 'valid-auth', user: makeUser() } } });
    logIn();
    renderRoutes(createRoutes(), '/profile/no-such-tab');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('navigation', { name: 'Profile menu' }));
    expect(sidebar.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/profile/change-password');
  });

  it('keeps /admin for staff: a patient sees the not-found page, an admin the back office', async () => {
    stubApi({ 'POST /api/auth/check-is-valid-auth': { body: { status: 'valid-auth', user: makeUser() } } });
    const adminRoutes = [{ index: true, element: <h1>Back office</h1> }];
    logIn({ roles: [] });
    const patient = renderRoutes(createRoutes({ adminRoutes }), '/admin');
    expect(await screen.findByRole('heading', { name: '404 | Not Found' })).toBeInTheDocument();
    patient.unmount();

    logIn({ roles: [{ id: 1, name: 'Admin' }] });
    renderRoutes(createRoutes({ adminRoutes }), '/admin');
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeInTheDocument();
  });

  it('/password/reset without token and email goes home', async () => {
    stubApi({});
    const { router } = renderRoutes(createRoutes(), '/password/reset?email=a@b.c');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['/email-verify-success', 'Email verification successful!'],
    ['/email-verify-already-success', 'Email already verified!'],
    ['/email-verify-fail', 'Email verification failed!'],
  ])('%s shows its toast and goes home', async (path, message) => {
    stubApi({});
    const { router } = renderRoutes(createRoutes(), path);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/email/verify sends a logged-in user home', async () => {
    stubApi({ 'POST /api/auth/check-is-valid-auth': { body: { status: 'valid-auth', user: makeUser() } } });
    logIn();
    const { router } = renderRoutes(createRoutes(), '/email/verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/register?ddrefc= pre-fills the referral code', async () => {
    stubApi({});
    renderRoutes(createRoutes(), '/register?ddrefc=FRIEND9');
    expect(await screen.findByLabelText(/^Referral code/)).toHaveValue('FRIEND9');
  });
});

describe('session check on load', () => {
  it('refreshes the stored user when the token is valid', async () => {
    const calls = stubApi({
      'POST /api/auth/check-is-valid-auth': { body: { status: 'valid-auth', user: makeUser({ name: 'Fresh Name' }) } },
    });
    logIn({ name: 'Old Name' });
    renderRoutes(createRoutes(), '/');
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe('Fresh Name'));
    expect(calls.filter((c) => c.path === '/api/auth/check-is-valid-auth')).toHaveLength(1);
    expect(calls[0].headers.authorization).toBe('Bearer 12|secret-token-value');
  });

  it('logs out when the server answers 401', async () => {
    stubApi({ 'POST /api/auth/check-is-valid-auth': { status: 401, body: { message: 'Unauthenticated.' } } });
    logIn();
    renderRoutes(createRoutes(), '/');
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });

  it('logs out on a plain 403 too, but keeps the session on a server error', async () => {
    stubApi({ 'POST /api/auth/check-is-valid-auth': { status: 403, body: { message: 'Forbidden' } } });
    logIn();
    const first = renderRoutes(createRoutes(), '/');
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    first.unmount();

    const calls = stubApi({ 'POST /api/auth/check-is-valid-auth': { status: 500, body: { message: 'Server Error' } } });
    logIn();
    renderRoutes(createRoutes(), '/');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/check-is-valid-auth')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(useSessionStore.getState().token).not.toBeNull();
  });

  it('does not check a token of 5 characters or fewer', async () => {
    const calls = stubApi({});
    logIn({}, '1|abc');
    renderRoutes(createRoutes(), '/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Our services' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/check-is-valid-auth')).toBe(false);
  });
});
