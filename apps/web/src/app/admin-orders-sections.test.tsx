import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminMeResponse, AdminSection } from '@nirog/contracts';
import { aPage, stubApi } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { buildAdminRoutes } from '../features/admin/admin-routes';
import { adminOrdersRoutes } from '../features/admin-orders/admin-orders-routes';

/** The back office as the router composes it: the admin frame with the orders feature's pages inside. */
function renderBackOffice(role: { id: number; name: string }, sections: AdminSection[], path: string) {
  const me: AdminMeResponse = {
    user: { id: 1, name: 'Staff Member', email: 'staff@nirog.test', avatar: null, roles: [role] },
    sections,
  };
  stubApi({
    'GET /api/admin/me': { body: me },
    'GET /api/admin/orders': { body: aPage([]) },
    'GET /api/admin/coupons': { body: aPage([]) },
  });
  return renderRoutes([{ path: '/admin', children: buildAdminRoutes(adminOrdersRoutes) }], path);
}

describe('back-office orders and coupons sections', () => {
  it('offers a Pharmacist the orders but not the coupons', async () => {
    renderBackOffice({ id: 5, name: 'Pharmacist' }, ['catalog', 'imports', 'orders'], '/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(await within(nav).findByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Coupons' })).not.toBeInTheDocument();
  });

  it('offers an Admin both, each opening its page', async () => {
    renderBackOffice({ id: 1, name: 'Admin' }, ['users', 'orders', 'coupons', 'settings'], '/admin/coupons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(await within(nav).findByRole('link', { name: 'Coupons' })).toHaveAttribute('href', '/admin/coupons');
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
  });
});
