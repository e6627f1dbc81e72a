import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render';
import { useLanguageStore } from '../../stores/language';
import { adminRoutes } from './admin-routes';
import { aPage, aUser, adminMe, loadAdminPages, stubApi } from './admin-test-api';

const rahima = aUser({ id: 7, name: 'Rahima Khatun', roles: [] });
const parvin = aUser({
  id: 8,
  name: 'Parvin Akter',
  email: 'parvin@example.test',
  phone: null,
  roles: [{ id: 5, name: 'Pharmacist' }],
  blocked: true,
  blocked_at: '2026-03-02T04:00:00.000Z',
  block_reason: 'Spam',
});

function renderAdmin(path: string) {
  return renderRoutes([{ path: '/admin', children: adminRoutes }], path);
}

beforeAll(loadAdminPages, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  useLanguageStore.setState({ language: 'en' });
});

describe('admin users list', { timeout: 20_000 }, () => {
  it('renders the rows of the API answer in a table, with the allowed sections in the navigation', async () => {
    stubApi(({ path }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/users') return { body: aPage([rahima, parvin]) };
    });
    renderAdmin('/admin/users');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('link', { name: 'Rahima Khatun' })).toHaveAttribute('href', '/admin/users/7');
    expect(within(rows[1]).getByText('01712345678')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Patient')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Pharmacist')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(await within(nav).findByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(within(nav).getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });

  it('sends the search term once typing settles, and the filters from the address', async () => {
    const { calls } = stubApi(({ path, query }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/users') return { body: aPage(query.get('search') ? [rahima] : [rahima, parvin]) };
    });
    renderAdmin('/admin/users?status=active&role=5');
    await screen.findByRole('table');
    const first = calls.find((c) => c.path === '/api/admin/users')!;
    expect(first.query.get('status')).toBe('active');
    expect(first.query.get('role')).toBe('5');
    expect(first.query.get('search')).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'rahi');
    await waitFor(() => expect(calls.some((c) => c.query.get('search') === 'rahi')).toBe(true));
    const searched = calls.filter((c) => c.path === '/api/admin/users' && c.query.get('search'));
    // Debounced: one request for the settled term, not one per key.
    expect(searched.map((c) => c.query.get('search'))).toEqual(['rahi']);
    expect(searched[0].query.get('status')).toBe('active');
    expect(searched[0].query.get('page')).toBe('1');
  });

  it('shows the empty state when nothing matches', async () => {
    stubApi(({ path }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/users') return { body: aPage([]) };
    });
    renderAdmin('/admin/users?search=zzz');
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
  });

  it('shows the error state with a retry when the list fails', async () => {
    let fail = true;
    stubApi(({ path }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/users')
        return fail ? { status: 429, body: { message: 'Too many attempts.' } } : { body: aPage([rahima]) };
    });
    renderAdmin('/admin/users');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Rahima Khatun' })).toBeInTheDocument();
  });

  it('speaks Bengali with Bengali digits', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubApi(({ path }) => {
      if (path === '/api/admin/me') return { body: adminMe };
      if (path === '/api/admin/users') return { body: aPage([rahima], { total: 45, last_page: 3, from: 1, to: 20 }) };
    });
    renderAdmin('/admin/users');
    expect(await screen.findByText('৪৫ জনের মধ্যে ১–২০ দেখানো হচ্ছে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ৩' })).toHaveTextContent('৩');
    expect(screen.getByRole('columnheader', { name: 'নাম' })).toBeInTheDocument();
  });
});

describe('admin dashboard', { timeout: 20_000 }, () => {
  it('lists the sections the staff member may open', async () => {
    stubApi(({ path }) => (path === '/api/admin/me' ? { body: adminMe } : undefined));
    renderAdmin('/admin');
    expect(await screen.findByText('Welcome, Ayesha Admin. Choose a section to get started.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Users/ })).toHaveAttribute('href', '/admin/users');
    expect(within(main).getByRole('link', { name: /Settings/ })).toHaveAttribute('href', '/admin/settings');
  });

  it('tells a pharmacist there is nothing to manage yet', async () => {
    stubApi(({ path }) =>
      path === '/api/admin/me'
        ? { body: { ...adminMe, user: { ...adminMe.user, roles: [{ id: 5, name: 'Pharmacist' }] }, sections: [] } }
        : undefined,
    );
    renderAdmin('/admin');
    expect(await screen.findByText('Nothing to manage yet')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryAllByRole('link')).toHaveLength(0);
  });
});
