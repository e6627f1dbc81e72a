import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { buildAdminRoutes } from './admin-routes';
import { adminMe, stubApi } from './admin-test-api';

afterEach(() => vi.unstubAllGlobals());

describe('admin navigation', { timeout: 20_000 }, () => {
  it('offers the catalog and its import, and marks only the most specific section as current', async () => {
    stubApi(({ path }) =>
      path === '/api/admin/me' ? { body: { ...adminMe, sections: ['users', 'catalog', 'imports'] } } : undefined,
    );
    const sections = [{ path: 'catalog/imports', element: <h1>Imports page</h1> }];
    renderRoutes([{ path: '/admin', children: buildAdminRoutes(sections) }], '/admin/catalog/imports');
    expect(await screen.findByRole('heading', { name: 'Imports page' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    const catalog = await within(nav).findByRole('link', { name: 'Catalog' });
    expect(catalog).toHaveAttribute('href', '/admin/catalog');
    expect(catalog).not.toHaveAttribute('aria-current');
    const imports = within(nav).getByRole('link', { name: 'Catalog import' });
    expect(imports).toHaveAttribute('href', '/admin/catalog/imports');
    expect(imports).toHaveAttribute('aria-current', 'page');
  });

  it('offers the service charges next to the bookings, before the settings', async () => {
    stubApi(({ path }) =>
      path === '/api/admin/me'
        ? { body: { ...adminMe, sections: ['bookings', 'service_charges', 'referral_earnings', 'settings'] } }
        : undefined,
    );
    const sections = [{ path: 'service-charges', element: <h1>Charges page</h1> }];
    renderRoutes([{ path: '/admin', children: buildAdminRoutes(sections) }], '/admin/service-charges');
    expect(await screen.findByRole('heading', { name: 'Charges page' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    const charges = await within(nav).findByRole('link', { name: 'Service charges' });
    expect(charges).toHaveAttribute('href', '/admin/service-charges');
    expect(charges).toHaveAttribute('aria-current', 'page');
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(0, 5)).toEqual(['Dashboard', 'Bookings', 'Service charges', 'Referral earnings', 'Settings']);
  });
});
