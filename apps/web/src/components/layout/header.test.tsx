import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { useCartStore } from '../../stores/cart';
import { logIn, stubApi, type StubbedRequest } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { AppLayout } from './app-layout';

const product = { id: 1, slug: 'napa', title: 'Napa 500', image: null, final_price: 10, price: 12 };

function renderShell(path = '/') {
  return renderRoutes([{ path: '*', element: <AppLayout />, children: [{ path: '*', element: <p>page</p> }] }], path);
}
const header = () => within(screen.getByRole('banner'));

describe('header', () => {
  it('offers Login and no account links to a guest', () => {
    stubApi({});
    renderShell();
    expect(header().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(header().queryByRole('button', { name: /, account menu$/ })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Referral' })).not.toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Medicine Order' })).toHaveAttribute('href', '/shop');
  });

  it('shows the profile dropdown, one link per provider role, Admin for staff and Referral when logged in', async () => {
    stubApi({});
    logIn({
      roles: [
        { id: 2, name: 'Doctor' },
        { id: 4, name: 'Ambulance' },
        { id: 5, name: 'Pharmacist' },
      ],
    });
    renderShell();
    expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Doctor Profile' })).toHaveAttribute('href', '/sp/doctor');
    expect(header().getByRole('link', { name: 'Ambulance Profile' })).toHaveAttribute('href', '/sp/ambulance');
    expect(header().queryByRole('link', { name: 'Nurse Profile' })).not.toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(header().getByRole('link', { name: 'Referral' })).toHaveAttribute('href', '/referral');

    const trigger = header().getByRole('button', { name: /, account menu$/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(header().queryByRole('link', { name: 'My Order' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = within(document.getElementById(trigger.getAttribute('aria-controls')!)!);
    expect(panel.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/profile'],
      ['My Order', '/profile/my-order'],
      ['My Wishlist', '/profile/my-wishlist'],
      ['Upload Prescription', '/profile/upload-prescription'],
      ['Shipping Address', '/profile/my-shipping-address'],
      ['Change Password', '/profile/change-password'],
    ]);
    expect(panel.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    // Keyboard: arrows move through the entries, Escape closes and returns focus to the button.
    await userEvent.keyboard('{ArrowDown}');
    expect(panel.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(panel.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('opens the Join dropdown with the three provider sign-ups', async () => {
    stubApi({});
    renderShell();
    await userEvent.click(header().getByRole('button', { name: 'Join' }));
    expect(header().getByRole('link', { name: 'Doctor' })).toHaveAttribute('href', '/join/doctor/step-1');
    expect(header().getByRole('link', { name: 'Nurse' })).toHaveAttribute('href', '/join/nurse/step-1');
    expect(header().getByRole('link', { name: 'Ambulance' })).toHaveAttribute('href', '/join/ambulance/step-1');
  });

  it('links to a pending application from the dropdown until approval brings the role link', async () => {
    const mine = (status: string) => ({
      body: { applications: [{ kind: 'doctor', code: 'DOC-00012', status, step_reached: 4, reason: null }] },
    });
    stubApi({ 'GET /api/provider-applications/mine': mine('pending') });
    logIn();
    const { unmount } = renderShell();
    expect(header().queryByRole('link', { name: 'Doctor Profile' })).not.toBeInTheDocument();
    const trigger = header().getByRole('button', { name: /, account menu$/ });
    await userEvent.click(trigger);
    const panel = within(document.getElementById(trigger.getAttribute('aria-controls')!)!);
    expect(await panel.findByRole('link', { name: 'My doctor application' })).toHaveAttribute('href', '/sp/doctor');
    unmount();

    // Approved: the stored user holds the role (refreshed on load); its link replaces the application's.
    stubApi({ 'GET /api/provider-applications/mine': mine('approved') });
    logIn({ id: 8, roles: [{ id: 2, name: 'Doctor' }] });
    renderShell();
    expect(header().getByRole('link', { name: 'Doctor Profile' })).toHaveAttribute('href', '/sp/doctor');
    const again = header().getByRole('button', { name: /, account menu$/ });
    await userEvent.click(again);
    const links = within(document.getElementById(again.getAttribute('aria-controls')!)!);
    await waitFor(() => expect(links.getByRole('link', { name: 'Profile' })).toBeInTheDocument());
    expect(links.queryByRole('link', { name: 'My doctor application' })).not.toBeInTheDocument();
  });

  it('sends a draft application back to its wizard', async () => {
    stubApi({
      'GET /api/provider-applications/mine': {
        body: { applications: [{ kind: 'nurse', code: 'NUR-00003', status: 'draft', step_reached: 1, reason: null }] },
      },
    });
    logIn({ id: 9 });
    renderShell();
    const trigger = header().getByRole('button', { name: /, account menu$/ });
    await userEvent.click(trigger);
    const panel = within(document.getElementById(trigger.getAttribute('aria-controls')!)!);
    expect(await panel.findByRole('link', { name: 'My nurse application' })).toHaveAttribute(
      'href',
      '/join/nurse/step-1',
    );
  });

  it('has no Admin link for a patient', () => {
    stubApi({});
    logIn({ roles: [{ id: 3, name: 'Nurse' }] });
    renderShell();
    expect(header().getByRole('link', { name: 'Nurse Profile' })).toHaveAttribute('href', '/sp/nurse');
    expect(header().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('switches to Bengali, keeps the choice in local storage and sets <html lang>', async () => {
    stubApi({});
    renderShell();
    expect(header().getByRole('link', { name: 'Home' })).toBeInTheDocument();
    const bangla = header().getByRole('button', { name: 'বাংলা' });
    expect(bangla).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bangla);
    expect(await header().findByRole('link', { name: 'হোম' })).toBeInTheDocument();
    expect(bangla).toHaveAttribute('aria-pressed', 'true');
    expect(header().getByRole('link', { name: 'লগইন' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.language)!).state.language).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
  });

  it('keeps the language with the account when a logged-in user switches it, and not for a guest', async () => {
    const languageCalls = (calls: StubbedRequest[]) => calls.filter((c) => c.path === '/api/auth/update/language');
    const guestCalls = stubApi({});
    const { unmount } = renderShell();
    await userEvent.click(header().getByRole('button', { name: 'বাংলা' }));
    await userEvent.click(header().getByRole('button', { name: 'En' }));
    expect(languageCalls(guestCalls)).toEqual([]);
    unmount();

    const calls = stubApi({ 'POST /api/auth/update/language': { body: { message: 'ok' } } });
    logIn();
    renderShell();
    await userEvent.click(header().getByRole('button', { name: 'বাংলা' }));
    await waitFor(() => expect(languageCalls(calls)).toHaveLength(1));
    expect(languageCalls(calls)[0]).toMatchObject({ method: 'POST', body: { lang: 'bn' } });
    // Pressing the language already chosen sends nothing.
    await userEvent.click(header().getByRole('button', { name: 'বাংলা' }));
    await userEvent.click(header().getByRole('button', { name: 'En' }));
    await waitFor(() => expect(languageCalls(calls)).toHaveLength(2));
    expect(languageCalls(calls)[1].body).toEqual({ lang: 'en' });
  });

  it('counts cart lines in the cart icon, in Bengali digits when bn', async () => {
    stubApi({});
    useCartStore.getState().add(product);
    useCartStore.getState().add({ ...product, id: 2, slug: 'ace' });
    useCartStore.getState().add(product);
    renderShell();
    expect(header().getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart/show');
    await userEvent.click(header().getByRole('button', { name: 'বাংলা' }));
    expect(await header().findByRole('link', { name: 'কার্ট, ২টি পণ্য' })).toBeInTheDocument();
  });

  it('gives phones a bottom bar with Login for a guest', () => {
    stubApi({});
    renderShell();
    const bar = within(screen.getByRole('navigation', { name: 'Quick navigation' }));
    expect(bar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(bar.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('gives phones a bottom bar with Profile when logged in', () => {
    stubApi({});
    logIn();
    renderShell();
    const bar = within(screen.getByRole('navigation', { name: 'Quick navigation' }));
    expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(bar.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(bar.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('opens the burger menu (loaded on demand) with the links, account pages and Logout', async () => {
    const calls = stubApi({ 'POST /api/auth/logout': { body: { message: 'Logged out.' } } });
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderShell('/shop');
    await userEvent.click(header().getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByRole('link', { name: 'Doctor Profile' })).toHaveAttribute('href', '/sp/doctor');
    expect(drawer.getByRole('link', { name: 'My Wishlist' })).toHaveAttribute('href', '/profile/my-wishlist');
    expect(drawer.getByRole('link', { name: 'Referral' })).toHaveAttribute('href', '/referral');
    await userEvent.click(drawer.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/logout')).toBe(true));
  });
});
