import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render';
import { useLanguageStore } from '../../stores/language';
import { adminRoutes } from './admin-routes';
import { adminMe, anAuditEntry, anAuditPage, loadAdminPages, stubApi } from './admin-test-api';

const entries = [
  anAuditEntry({
    id: 5,
    action: 'settings_updated',
    subject_type: 'settings',
    subject_id: null,
    details: {
      changes: {
        contact_email: { from: 'a@nirog.test', to: 'b@nirog.test' },
        shipping_fee_inside_dhaka: { from: 60, to: 70 },
      },
    },
    created_at: '2026-03-06T09:30:00.000Z',
  }),
  anAuditEntry({ id: 4, action: 'role_granted', details: { role_id: 5, role: 'Pharmacist' } }),
  anAuditEntry({ id: 3, action: 'user_blocked', details: { reason: 'Fake prescriptions', revoked_sessions: 2 } }),
  anAuditEntry({ id: 2, action: 'user_unblocked', actor: null, details: { previous_reason: 'Spam' } }),
  anAuditEntry({ id: 1, action: 'product_archived', subject_type: 'product_bundle', subject_id: 12, details: {} }),
  anAuditEntry({ id: 6, action: 'prescription_reviewed', subject_type: 'prescription', subject_id: 3, details: {} }),
];

function renderAuditLog(path = '/admin/audit-log') {
  return renderRoutes([{ path: '/admin', children: adminRoutes }], path);
}

beforeAll(loadAdminPages, 60_000);
afterEach(() => {
  vi.unstubAllGlobals();
  useLanguageStore.setState({ language: 'en' });
});

describe('admin audit log', { timeout: 20_000 }, () => {
  it('renders one row per entry with translated actions, subjects and details', async () => {
    stubApi(({ path }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/audit-log') return { body: anAuditPage(entries) };
    });
    renderAuditLog();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);

    const [, settings, granted, blocked, unblocked, unknown, reviewed] = rows;
    expect(within(settings).getByText('Settings updated')).toBeInTheDocument();
    expect(within(settings).getByText('6th March, 2026 03:30 PM')).toBeInTheDocument();
    expect(within(settings).getByText('Ayesha Admin')).toBeInTheDocument();
    expect(within(settings).getByText('Marketplace settings')).toBeInTheDocument();
    expect(within(settings).getByText('Changed: Contact e-mail, Shipping fee inside Dhaka')).toBeInTheDocument();

    expect(within(granted).getByText('Role granted')).toBeInTheDocument();
    expect(within(granted).getByText('Role: Pharmacist')).toBeInTheDocument();
    expect(within(granted).getByRole('link', { name: 'User #7' })).toHaveAttribute('href', '/admin/users/7');

    expect(within(blocked).getByText('User blocked')).toBeInTheDocument();
    expect(within(blocked).getByText('Reason: Fake prescriptions · Devices signed out: 2')).toBeInTheDocument();

    expect(within(unblocked).getByText('User unblocked')).toBeInTheDocument();
    expect(within(unblocked).getByText('System')).toBeInTheDocument();
    expect(within(unblocked).getByText('Earlier reason: Spam')).toBeInTheDocument();

    // An action or subject this page does not know is shown as the server wrote it.
    expect(within(unknown).getByText('product_archived')).toBeInTheDocument();
    expect(within(unknown).getByText('product_bundle #12')).toBeInTheDocument();
    expect(within(unknown).getByText('—')).toBeInTheDocument();

    expect(within(reviewed).getByText('Prescription reviewed')).toBeInTheDocument();
    expect(within(reviewed).getByText('Prescription #3')).toBeInTheDocument();

    expect(screen.getByText('Showing 1–6 of 6')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows cards instead of a table on phones', async () => {
    const phone = (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    });
    vi.stubGlobal('matchMedia', phone);
    stubApi(({ path }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/audit-log') return { body: anAuditPage(entries) };
    });
    renderAuditLog();
    const items = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(items).toHaveLength(6);
    expect(within(items[2]).getByText('User blocked')).toBeInTheDocument();
    expect(within(items[2]).getByText('By Ayesha Admin')).toBeInTheDocument();
    expect(within(items[3]).getByText('By System')).toBeInTheDocument();
  });

  it('asks for the page of the address and moves between pages', async () => {
    const { calls } = stubApi(({ path, query }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/audit-log') {
        const page = Number(query.get('page'));
        return {
          body: anAuditPage([anAuditEntry({ id: 100 - page, details: { reason: `Reason ${page}` } })], {
            current_page: page,
            last_page: 3,
            total: 41,
            from: (page - 1) * 20 + 1,
            to: Math.min(page * 20, 41),
          }),
        };
      }
    });
    renderAuditLog('/admin/audit-log?page=2');
    expect(await screen.findByText('Reason: Reason 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–40 of 41')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Reason: Reason 3')).toBeInTheDocument();
    const pages = calls.filter((c) => c.path === '/api/admin/audit-log').map((c) => c.query.get('page'));
    expect(pages).toEqual(['2', '3']);
  });

  it('shows the empty state', async () => {
    stubApi(({ path }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/audit-log') return { body: anAuditPage([]) };
    });
    renderAuditLog();
    expect(await screen.findByText('No back-office actions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    let fail = true;
    stubApi(({ path }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/audit-log')
        return fail ? { status: 429, body: { message: 'Too many attempts.' } } : { body: anAuditPage(entries) };
    });
    renderAuditLog();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByText('Settings updated').length).toBeGreaterThan(0));
  });

  it('speaks Bengali with Bengali digits', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubApi(({ path }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/audit-log') return { body: anAuditPage(entries) };
    });
    renderAuditLog();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('সেটিংস হালনাগাদ করা হয়েছে')).toBeInTheDocument();
    expect(within(table).getByText('ব্যবহারকারী ব্লক করা হয়েছে')).toBeInTheDocument();
    expect(within(table).getByText('ভূমিকা: ফার্মাসিস্ট')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'ব্যবহারকারী #৭' })[0]).toHaveAttribute('href', '/admin/users/7');
    expect(within(table).getByText(/^৬.* মার্চ, ২০২৬ ০৩:৩০/)).toBeInTheDocument();
    expect(screen.getByText('৬টির মধ্যে ১–৬ দেখানো হচ্ছে')).toBeInTheDocument();
    expect(within(table).getByText('প্রেসক্রিপশন #৩')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'সময়' })).toBeInTheDocument();
  });
});

describe('audit log link', { timeout: 20_000 }, () => {
  it('is offered with the Users section, and not to staff without it', async () => {
    stubApi(({ path }) =>
      path === '/api/admin/me'
        ? { body: { ...adminMe, user: { ...adminMe.user, roles: [{ id: 5, name: 'Pharmacist' }] }, sections: [] } }
        : undefined,
    );
    renderAuditLog('/admin');
    expect(await screen.findByText('Nothing to manage yet')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('appears on the dashboard for an Admin', async () => {
    stubApi(({ path }) => (path === '/api/admin/me' ? { body: adminMe } : undefined));
    renderAuditLog('/admin');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: /Audit log/ })).toHaveAttribute('href', '/admin/audit-log');
  });
});
