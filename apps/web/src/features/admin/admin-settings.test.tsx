import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { AdminSettingsBody, AdminSettingsResponse, PublicSettings } from '@nirog/contracts';
import { renderRoutes } from '../../../test/render';
import { publicSettingsQueryOptions } from '../../lib/settings';
import { useLanguageStore } from '../../stores/language';
import { adminRoutes } from './admin-routes';
import { adminMe, loadAdminPages, someSettings, stubApi, type StubCall } from './admin-test-api';

const loaded: AdminSettingsResponse = {
  settings: someSettings(),
  updated_at: '2026-03-05T06:00:00.000Z',
  updated_by: { id: 1, name: 'Ayesha Admin' },
};

function renderSettings() {
  return renderRoutes([{ path: '/admin', children: adminRoutes }], '/admin/settings');
}

/** Settings endpoints answering like the server: a 422 for a malformed e-mail, otherwise the merged settings. */
function stubSettingsApi(initial: AdminSettingsResponse = loaded) {
  let current = initial;
  return stubApi(({ method, path, body }: StubCall) => {
    if (path === '/api/admin/me') return { body: adminMe };
    if (path !== '/api/admin/settings') return undefined;
    if (method === 'GET') return { body: current };
    const patch = body as AdminSettingsBody;
    if (patch.contact_email !== undefined && !patch.contact_email.includes('.')) {
      const message = 'The contact e-mail must be a valid e-mail address.';
      return { status: 422, body: { message, errors: { contact_email: [message] } } };
    }
    current = {
      settings: { ...current.settings, ...(patch as Partial<PublicSettings>) },
      updated_at: '2026-03-06T09:30:00.000Z',
      updated_by: { id: 1, name: 'Ayesha Admin' },
    };
    return { body: { ...current, message: 'The settings have been saved.', icon: 'success' } };
  });
}

/** The error message Mantine shows under an input (linked by id). */
function errorUnder(input: HTMLElement) {
  return document.getElementById(`${input.id}-error`);
}

beforeAll(loadAdminPages, 60_000);
afterEach(() => {
  // Toasts live in a module-wide store: do not let one test's toast meet the next test.
  notifications.clean();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ language: 'en' });
});

describe('admin settings page', { timeout: 20_000 }, () => {
  it('loads every setting into the form, with who changed them last', async () => {
    stubSettingsApi();
    renderSettings();
    expect(await screen.findByRole('textbox', { name: /Call-to-order phone/ })).toHaveValue('09610-001122');
    expect(screen.getByRole('textbox', { name: /Contact phone/ })).toHaveValue('+880 1711-001122');
    expect(screen.getByRole('textbox', { name: /Contact e-mail/ })).toHaveValue('support@nirog.test');
    expect(screen.getByRole('textbox', { name: /Contact address \(English\)/ })).toHaveValue(
      'House 42, Road 11, Banani, Dhaka 1213',
    );
    expect(screen.getByRole('textbox', { name: /Contact address \(Bengali\)/ })).toHaveValue(
      'বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩',
    );
    expect(screen.getByRole('textbox', { name: /Shipping fee inside Dhaka/ })).toHaveValue('60');
    expect(screen.getByRole('textbox', { name: /Shipping fee outside Dhaka/ })).toHaveValue('120');
    expect(screen.getByRole('textbox', { name: /Referral text \(English\)/ })).toHaveValue(
      'Share your code.\nEarn on every booking.',
    );
    expect(screen.getByRole('textbox', { name: /Referral text \(Bengali\)/ })).toHaveValue('আপনার কোড শেয়ার করুন।');
    expect(screen.getByRole('textbox', { name: /Referral banner/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /INR exchange rate/ })).toHaveValue('1.45');
    // 06:00 UTC is noon in Dhaka.
    expect(screen.getByText('Last updated on 5th March, 2026 12:00 PM by Ayesha Admin')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the server's field error under the field and keeps what was typed", async () => {
    const { calls } = stubSettingsApi();
    renderSettings();
    const email = await screen.findByRole('textbox', { name: /Contact e-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'help@nirog');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() =>
      expect(errorUnder(email)).toHaveTextContent('The contact e-mail must be a valid e-mail address.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('help@nirog');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ contact_email: 'help@nirog' });
  });

  it('saves only the changed settings, shows the toast and refreshes the public settings', async () => {
    const { calls } = stubSettingsApi();
    const { queryClient } = renderSettings();
    const publicKey = publicSettingsQueryOptions().queryKey;
    queryClient.setQueryData(publicKey, someSettings());

    const fee = await screen.findByRole('textbox', { name: /Shipping fee inside Dhaka/ });
    await userEvent.clear(fee);
    await userEvent.type(fee, '70.5');
    const banner = screen.getByRole('textbox', { name: /Referral banner/ });
    await userEvent.type(banner, ' banners/referral.png ');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The settings have been saved.')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toEqual({ shipping_fee_inside_dhaka: 70.5, referral_banner: 'banners/referral.png' });
    expect(queryClient.getQueryState(publicKey)?.isInvalidated).toBe(true);
    expect(await screen.findByText('Last updated on 6th March, 2026 03:30 PM by Ayesha Admin')).toBeInTheDocument();
    expect(fee).toHaveValue('70.5');
    expect(banner).toHaveValue('banners/referral.png');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('edits the booking settings: hold minutes, cancel hours and the referral benefit', async () => {
    const { calls } = stubSettingsApi();
    renderSettings();
    const hold = await screen.findByRole('textbox', { name: /Slot hold \(minutes\)/ });
    expect(hold).toHaveValue('15');
    const cancel = screen.getByRole('textbox', { name: /Patient cancel limit \(hours\)/ });
    expect(cancel).toHaveValue('6');
    const benefit = screen.getByRole('textbox', { name: /Referral benefit/ });
    expect(benefit).toHaveValue('5');
    await userEvent.clear(hold);
    await userEvent.type(hold, '20');
    await userEvent.clear(benefit);
    await userEvent.type(benefit, '7.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings have been saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      booking_hold_minutes: 20,
      referral_benefit_percentage: 7.5,
    });
    await userEvent.clear(cancel);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(errorUnder(cancel)).toHaveTextContent('This field is required.');
  });

  it('requires the mandatory fields before calling the server', async () => {
    const { calls } = stubSettingsApi();
    renderSettings();
    const address = await screen.findByRole('textbox', { name: /Contact address \(English\)/ });
    await userEvent.clear(address);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(errorUnder(address)).toHaveTextContent('This field is required.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows the error state with a retry, then the form', async () => {
    let fail = true;
    stubApi(({ path }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/settings')
        return fail ? { status: 500, body: { message: 'Server Error' } } : { body: loaded };
    });
    renderSettings();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Contact e-mail/ })).toHaveValue('support@nirog.test');
  });

  it('says when the defaults have never been changed, in Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubSettingsApi({ ...loaded, updated_at: null, updated_by: null });
    renderSettings();
    expect(await screen.findByText('এখনো কিছু বদলানো হয়নি: মার্কেটপ্লেস ডিফল্ট মানগুলো ব্যবহার করছে।')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /যোগাযোগের ইমেইল/ })).toHaveValue('support@nirog.test');
    expect(screen.getByRole('button', { name: 'সেটিংস সংরক্ষণ করুন' })).toBeInTheDocument();
  });

  it('shows the last update with Bengali digits', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubSettingsApi();
    renderSettings();
    expect(await screen.findByText(/^সর্বশেষ হালনাগাদ .*২০২৬.*, করেছেন Ayesha Admin$/)).toBeInTheDocument();
  });
});
