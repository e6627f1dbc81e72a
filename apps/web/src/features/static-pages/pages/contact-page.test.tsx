import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@nirog/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { useSessionStore } from '../../../stores/session';
import { jsonResponse, resetApp, SETTINGS, stubApi, switchLanguage } from '../test-helpers';
import { Component as ContactPage } from './contact-page';

const USER: AuthUser = {
  id: 7,
  name: 'Rahima Khatun',
  email: 'rahima@example.com',
  phone: '01711223344',
  occupation: null,
  dob: null,
  sex: null,
  country: null,
  city: null,
  location: null,
  avatar: null,
  roles: [],
  online_status: 'offline',
  referral_code: 'RAHIMA7',
  email_verified: true,
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('Contact page', () => {
  afterEach(resetApp);

  it('shows the address, e-mail and phone from the settings', async () => {
    stubApi();
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const email = await screen.findByRole('link', { name: SETTINGS.contact_email });
    expect(email).toHaveAttribute('href', `mailto:${SETTINGS.contact_email}`);
    expect(screen.getByRole('link', { name: SETTINGS.contact_phone })).toHaveAttribute('href', 'tel:09610001122');
    // Once in the contact block and once under the map.
    expect(screen.getAllByText(SETTINGS.contact_address)).toHaveLength(2);
    expect(screen.getByRole('img', { name: /Map of Bangladesh/ })).toBeInTheDocument();

    await switchLanguage('bn');
    expect(screen.getAllByText(SETTINGS.contact_address_bn)).toHaveLength(2);
    expect(screen.getByRole('link', { name: '০৯৬১০-০০১১২২' })).toHaveAttribute('href', 'tel:09610001122');
    expect(screen.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the settings cannot be loaded', async () => {
    const fetchMock = stubApi(({ url }) =>
      url === '/api/settings' ? jsonResponse(500, { message: 'Boom' }) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    expect(
      await screen.findByText('We could not load our contact details.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    stubApi();
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect(await screen.findByRole('link', { name: SETTINGS.contact_email })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('pre-fills name, e-mail and phone from the logged-in user', async () => {
    stubApi();
    useSessionStore.getState().signIn('token-abcdef', USER);
    renderWithProviders(<ContactPage />);
    expect(field(/^Name/)).toHaveValue(USER.name);
    expect(field(/^E-mail/)).toHaveValue(USER.email);
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue(USER.phone);
    expect(field(/^Subject/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
  });

  it('leaves the form empty for a guest, and fills it when the user logs in', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^E-mail/)).toHaveValue('');
    await user.type(field(/^Name/), 'Rahima K.');

    act(() => useSessionStore.getState().signIn('token-abcdef', USER));
    // What the visitor typed stays; the empty fields take the account's details.
    expect(field(/^Name/)).toHaveValue('Rahima K.');
    await waitFor(() => expect(field(/^E-mail/)).toHaveValue(USER.email));
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue(USER.phone);
  });

  it('shows the first server error under each field on 422 and keeps what was typed', async () => {
    const fetchMock = stubApi(({ url, method }) =>
      method === 'POST' && url === '/api/contact'
        ? jsonResponse(422, {
            message: 'Please correct the marked fields.',
            errors: {
              phone: ['Enter a Bangladeshi mobile number.', 'A second phone message.'],
              subject: ['The subject is required.'],
            },
          })
        : undefined,
    );
    useSessionStore.getState().signIn('token-abcdef', { ...USER, phone: '12345' });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await user.type(field(/^Message/), 'Where is my order?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const phone = screen.getByRole('textbox', { name: /^Mobile number/ });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Enter a Bangladeshi mobile number.'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('A second phone message.')).not.toBeInTheDocument();
    expect(field(/^Subject/)).toHaveAccessibleDescription('The subject is required.');
    expect(field(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    // Nothing the user typed is lost.
    expect(field(/^Message/)).toHaveValue('Where is my order?');
    expect(phone).toHaveValue('12345');

    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/contact')!;
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer token-abcdef');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: USER.name,
      email: USER.email,
      phone: '12345',
      subject: '',
      message: 'Where is my order?',
    });
  });

  it('shows the answer as a toast and clears subject and message on success', async () => {
    const fetchMock = stubApi(({ method, url }) =>
      method === 'POST' && url === '/api/contact'
        ? jsonResponse(200, { message: 'Thank you! Our team will reply soon.', icon: 'success' })
        : undefined,
    );
    useSessionStore.getState().signIn('token-abcdef', USER);
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await user.type(field(/^Subject/), 'Refund for order 1234');
    await user.type(field(/^Message/), 'Please refund it to my bKash account.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you! Our team will reply soon.')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Subject/)).toHaveValue(''));
    expect(field(/^Message/)).toHaveValue('');
    expect(field(/^Name/)).toHaveValue(USER.name);
    expect(field(/^E-mail/)).toHaveValue(USER.email);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/contact')!;
    expect(JSON.parse(init?.body as string)).toMatchObject({
      subject: 'Refund for order 1234',
      message: 'Please refund it to my bKash account.',
    });
  });

  it('clears old field errors after a successful send', async () => {
    let attempt = 0;
    stubApi(({ method, url }) => {
      if (method !== 'POST' || url !== '/api/contact') return undefined;
      attempt += 1;
      return attempt === 1
        ? jsonResponse(422, { message: 'Invalid.', errors: { subject: ['The subject is required.'] } })
        : jsonResponse(200, { message: 'Message received.', icon: 'success' });
    });
    useSessionStore.getState().signIn('token-abcdef', USER);
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await user.type(field(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(field(/^Subject/)).toHaveAccessibleDescription('The subject is required.'));

    await user.type(field(/^Subject/), 'Question');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message received.')).toBeInTheDocument();
    expect(field(/^Subject/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The subject is required.')).not.toBeInTheDocument();
  });
});
