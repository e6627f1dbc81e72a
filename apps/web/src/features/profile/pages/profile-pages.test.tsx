import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../stores/language';
import { useSessionStore } from '../../../stores/session';
import { logIn, stubApi } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { ProfileLayout } from '../components/profile-layout';
import { Component as ChangePasswordPage } from './change-password-page';
import { Component as ProfilePage } from './profile-page';

function renderProfile(path: string) {
  return renderRoutes(
    [
      { path: '/', element: <h1>Home page</h1> },
      {
        path: '/profile',
        element: <ProfileLayout />,
        children: [
          { index: true, element: <ProfilePage /> },
          { path: 'change-password', element: <ChangePasswordPage /> },
        ],
      },
    ],
    path,
  );
}

describe('profile', () => {
  it('shows the account overview and a sidebar with the first letter, name and every profile link', async () => {
    stubApi({});
    logIn({ name: 'Sadia Islam', phone: null, roles: [{ id: 2, name: 'Doctor' }], referral_code: 'SADIA1' });
    renderProfile('/profile');
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('SADIA1')).toBeInTheDocument();
    expect(screen.getByText('Doctor')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Profile menu' });
    const sidebar = nav.parentElement!;
    expect(sidebar.querySelector('[data-initial="S"]')).toBeInTheDocument();
    expect(within(sidebar).getByText('Sadia Islam')).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/profile'],
      ['My Order', '/profile/my-order'],
      ['My Wishlist', '/profile/my-wishlist'],
      ['Upload Prescription', '/profile/upload-prescription'],
      ['My Prescription', '/profile/my-prescription'],
      ['My Medicine Requests', '/profile/my-medicine-requests'],
      ['My doctor appointments', '/profile/my-doctor-appointment'],
      ['My Video Consultancy', '/profile/my-video-consultancy'],
      ['My nurse appointments', '/profile/my-nurse-appointment'],
      ['My ambulance bookings', '/profile/my-ambulance-booking'],
      ['My Earnings', '/profile/my-broker-earnings'],
      ['Shipping Address', '/profile/my-shipping-address'],
      ['Change Password', '/profile/change-password'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: /Medicine Request$/ })).not.toBeInTheDocument();
    // My Audio Consultancy has no sidebar link (spec 2): the video list links to it.
    expect(within(nav).queryByRole('link', { name: /Audio/ })).not.toBeInTheDocument();
  });

  it('marks the current page in the sidebar and shows the links in Bengali', async () => {
    stubApi({});
    logIn();
    useLanguageStore.setState({ language: 'bn' });
    renderProfile('/profile/change-password');
    const nav = await screen.findByRole('navigation', { name: 'প্রোফাইল মেনু' });
    expect(within(nav).getByRole('link', { name: 'আমার প্রেসক্রিপশন' })).toHaveAttribute(
      'href',
      '/profile/my-prescription',
    );
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/profile/change-password');
  });

  it('logs out from the sidebar: calls the server, goes home and clears the session', async () => {
    const calls = stubApi({ 'POST /api/auth/logout': { body: { message: 'Logged out.' } } });
    logIn();
    const { router } = renderProfile('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    const logout = calls.find((c) => c.path === '/api/auth/logout');
    expect(logout?.headers.authorization).toBe('Bearer 12|secret-token-value');
  });

  it('changes the password: errors under the fields, then the new token is stored and /profile opens', async () => {
    let attempt = 0;
    const calls = stubApi({
      'PUT /api/auth/change-password': () =>
        ++attempt === 1
          ? { status: 422, body: { message: 'Invalid.', errors: { old_password: ['The current password is wrong.'] } } }
          : { body: { message: 'Password changed.', token: '44|brand-new-token' } },
    });
    logIn();
    const { router } = renderProfile('/profile/change-password');
    await userEvent.type(await screen.findByLabelText(/^Current password/), 'old-one');
    await userEvent.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('The current password is wrong.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(useSessionStore.getState().token).toBe('44|brand-new-token');
    expect(calls.at(-1)?.body).toEqual({
      old_password: 'old-one',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
  });
});
