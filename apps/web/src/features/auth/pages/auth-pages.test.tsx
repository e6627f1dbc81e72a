import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useLanguageStore } from '../../../stores/language';
import { useSessionStore } from '../../../stores/session';
import { makeUser, stubApi } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { Component as LoginPage } from './login-page';
import { Component as RegisterPage } from './register-page';
import { Component as ForgotPasswordPage } from './forgot-password-page';
import { Component as VerifyEmailPage } from './verify-email-page';

function renderAuth(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/email/verify', element: <VerifyEmailPage /> },
    ],
    path,
  );
}

async function submitLogin(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/^E-mail/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it("shows the server's first message under each field and the general message as a toast", async () => {
    stubApi({
      'POST /api/auth/login': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { email: ['These credentials do not match our records.', 'second'], password: ['Too short.'] },
        },
      },
    });
    renderAuth('/login');
    await submitLogin('nobody@example.com', 'x');
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
        'These credentials do not match our records.',
      ),
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Too short.');
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('clears field errors when a later failure has none', async () => {
    let attempt = 0;
    stubApi({
      'POST /api/auth/login': () =>
        ++attempt === 1
          ? { status: 422, body: { message: 'Invalid', errors: { email: ['Wrong e-mail.'] } } }
          : { status: 429, body: { message: 'Too many attempts.' } },
    });
    renderAuth('/login');
    await submitLogin('a@example.com', 'secret');
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Wrong e-mail.'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends an unverified user to /email/verify and remembers the e-mail for the resend button', async () => {
    const calls = stubApi({
      'POST /api/auth/login': { body: { verified: false, message: 'Please verify your e-mail address.' } },
      'POST /api/auth/email/resend': { body: { status: true, message: 'A fresh link is on its way.' } },
    });
    const { router } = renderAuth('/login');
    await submitLogin('new@example.com', 'secret-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/verify'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.verifyEmail)!)).toBe('new@example.com');
    expect(useSessionStore.getState().token).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('A fresh link is on its way.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/email/resend')?.body).toEqual({ email: 'new@example.com' });
  });

  it('shows the message of a blocked account as an error and stays logged out', async () => {
    stubApi({ 'POST /api/auth/login': { body: { blocked: true, message: 'Your account has been blocked.' } } });
    const { router } = renderAuth('/login');
    await submitLogin('blocked@example.com', 'secret-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account has been blocked.');
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('stores the token and user on success', async () => {
    const user = makeUser();
    stubApi({ 'POST /api/auth/login': { body: { message: 'Logged in.', verified: true, token: '9|abcdefgh', user } } });
    renderAuth('/login');
    await submitLogin(user.email, 'secret-password');
    await waitFor(() => expect(useSessionStore.getState().token).toBe('9|abcdefgh'));
    expect(useSessionStore.getState().user).toEqual(user);
    expect(await screen.findByText('Logged in.')).toBeInTheDocument();
  });

  it('sends what was typed or filled in before the page was hydrated (in the fields, never in the form state)', async () => {
    const user = makeUser();
    const calls = stubApi({
      'POST /api/auth/login': { body: { message: 'Logged in.', verified: true, token: '9|abcdefgh', user } },
    });
    renderAuth('/login');
    // Text the browser put in the fields before React listened: no input events.
    (screen.getByLabelText(/^E-mail/) as HTMLInputElement).value = user.email;
    (screen.getByLabelText(/^Password/) as HTMLInputElement).value = 'secret-password';
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('9|abcdefgh'));
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: user.email,
      password: 'secret-password',
    });
    expect(screen.queryByText('The email field is required.')).not.toBeInTheDocument();
  });

  it('shows social buttons only for the providers the server enables', async () => {
    stubApi({
      'GET /api/auth/providers': {
        body: { google: { enabled: false, client_id: null }, facebook: { enabled: false, app_id: null } },
      },
    });
    renderAuth('/login');
    await screen.findByRole('button', { name: 'Login' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('shows the Google button and loads its SDK only when Google is enabled', async () => {
    stubApi({
      'GET /api/auth/providers': {
        body: { google: { enabled: true, client_id: 'client-1' }, facebook: { enabled: false, app_id: null } },
      },
    });
    renderAuth('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
    expect(document.querySelector('script[src*="connect.facebook.net"]')).toBeNull();
  });
});

describe('register page', () => {
  /** What the register form sends for the fields the tests fill in. */
  const REGISTRATION = {
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    phone: '01812345678',
    parent_referral_code: 'FRIEND9',
    password: 'long-password',
    password_confirmation: 'long-password',
  };

  it('sends the form and goes to /email/verify when verification is needed', async () => {
    const calls = stubApi({
      'POST /api/auth/register': { body: { need_verification: true, message: 'Check your e-mail.' } },
    });
    const { router } = renderAuth('/register?ddrefc=FRIEND9');
    await userEvent.type(screen.getByLabelText(/^Full name/), 'Nusrat Jahan');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'nusrat@example.com');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '01812345678');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-password');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'long-password');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAttribute('placeholder', '+8801XXXXXXXXX');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/verify'));
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual(REGISTRATION);
  });

  it('sends what was typed or filled in before the page was hydrated (in the fields, never in the form state)', async () => {
    const calls = stubApi({
      'POST /api/auth/register': { body: { need_verification: true, message: 'Check your e-mail.' } },
    });
    const { router } = renderAuth('/register');
    // Text the browser put in the fields before React listened: no input events.
    const typed: Array<[RegExp, string]> = [
      [/^Full name/, REGISTRATION.name],
      [/^E-mail/, REGISTRATION.email],
      [/^Mobile number/, REGISTRATION.phone],
      [/^Referral code/, REGISTRATION.parent_referral_code],
      [/^Password/, REGISTRATION.password],
      [/^Confirm password/, REGISTRATION.password_confirmation],
    ];
    for (const [label, value] of typed) (screen.getByLabelText(label) as HTMLInputElement).value = value;
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/verify'));
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual(REGISTRATION);
  });

  it('says under the confirmation, before sending, that the two passwords differ', async () => {
    const calls = stubApi({ 'POST /api/auth/register': { body: { need_verification: true, message: 'Check.' } } });
    renderAuth('/register');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-password');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'long-pasword');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(screen.getByLabelText(/^Password/)).not.toHaveAccessibleDescription(/match/);
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'x');
    expect(screen.getByLabelText(/^Confirm password/)).not.toHaveAccessibleDescription(/match/);
  });

  it('shows a referral code error under its field', async () => {
    stubApi({
      'POST /api/auth/register': {
        status: 422,
        body: { message: 'Invalid data.', errors: { parent_referral_code: ['This referral code does not exist.'] } },
      },
    });
    renderAuth('/register?ddrefc=NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Referral code/)).toHaveAccessibleDescription('This referral code does not exist.'),
    );
  });
});

describe('password fields', () => {
  it("name their show/hide button in Bengali on the login and register pages (not Mantine's English)", async () => {
    stubApi({});
    useLanguageStore.setState({ language: 'bn' });
    renderAuth('/login');
    expect(await screen.findByRole('button', { name: 'পাসওয়ার্ড দেখান বা লুকান' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Toggle password/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন' }));
    expect(await screen.findAllByRole('button', { name: 'পাসওয়ার্ড দেখান বা লুকান' })).toHaveLength(2);
  });
});

describe('forgot password page', () => {
  it("shows the green 'Please check your email.' on success", async () => {
    stubApi({ 'POST /api/auth/forgot-password': { body: { status: true, message: 'We have e-mailed a link.' } } });
    renderAuth('/forgot-password');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'rahima@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Please check your email.');
  });

  it('shows the message as an error when status is false', async () => {
    stubApi({ 'POST /api/auth/forgot-password': { body: { status: false, message: 'Please wait before retrying.' } } });
    renderAuth('/forgot-password');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'rahima@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before retrying.');
    expect(screen.queryByText('Please check your email.')).not.toBeInTheDocument();
  });
});
