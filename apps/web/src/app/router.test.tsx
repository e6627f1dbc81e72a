import { act, screen, waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageDataOf } from '../lib/page-data';
import { logIn, stubApi } from '../../test/api';
import { renderAppRoutes } from '../../test/render-app';
import { appRoutes, loadPage } from './router';

const paths = (routes: RouteObject[], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((m) => m.route.path).filter(Boolean);

describe('loadPage', () => {
  it('loads the modules of an address’s routes, giving the page’s handle (for the server render and hydration)', async () => {
    const handles = await loadPage('/login');
    expect(pageDataOf(handles.at(-1)).serverRendered).toBe(true);
    expect(pageDataOf((await loadPage('/forgot-password')).at(-1)).serverRendered).toBeUndefined();
  });
});

describe('the areas’ routes (back office, provider areas, join wizards)', () => {
  it('are not in the first load’s route table: a splat route per area renders its table', async () => {
    expect(paths(appRoutes, '/admin/orders')).toEqual(['admin/*']);
    expect(paths(appRoutes, '/sp/doctor')).toEqual(['sp/*']);
    expect(paths(appRoutes, '/join/nurse/step-1')).toEqual(['join/*']);
    expect(paths(appRoutes, '/administrator')).toEqual(['*']);
    expect(paths(appRoutes, '/product/napa-500')).toEqual(['product/:slug']);
  });

  it('match their pages in the table loaded on the first visit', async () => {
    const { areaRoutes } = await import('./area-routes');
    expect(paths(areaRoutes.admin, '/orders')).toEqual(['orders']);
    expect(paths(areaRoutes.sp, '/doctor/appointment/7/view')).toEqual(['doctor', 'appointment/:id/view']);
    expect(paths(areaRoutes.join, '/nurse/step-2')).toEqual(['nurse/step-2']);
    expect(paths(areaRoutes.sp, '/unknown')).toEqual(['*']);
  });

  it('load on a first visit under an area, its guard and not-found page as before', async () => {
    stubApi({});
    const { router } = await renderAppRoutes(appRoutes, '/join/nurse/nope', { elements: true });
    expect(await screen.findByRole('heading', { name: '404 | Not Found' })).toBeInTheDocument();
    await act(() => router.navigate('/sp/doctor'));
    // The provider area is login-required: a guest goes to the login page.
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it.each(['doctor', 'nurse', 'ambulance'])('send /join/%s, without a step, to its step 1', async (kind) => {
    logIn();
    stubApi({});
    const { router } = await renderAppRoutes(appRoutes, `/join/${kind}`, { elements: true });
    await waitFor(() => expect(router.location.pathname).toBe(`/join/${kind}/step-1`));
    // In place of the address without a step (Back does not come to it again).
    expect(router.navigationType).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: '404 | Not Found' })).not.toBeInTheDocument();
  });
});

describe('the site’s other pages (static pages, listings, login-required pages, profile sub-pages)', () => {
  it('are not in the first load’s route table: a splat route renders their table', async () => {
    expect(paths(appRoutes, '/faq')).toEqual(['*']);
    expect(paths(appRoutes, '/bd-doctor-appointment')).toEqual(['*']);
    expect(paths(appRoutes, '/cart/checkout')).toEqual(['*']);
    expect(paths(appRoutes, '/profile/my-order')).toEqual(['profile', '*']);
    expect(paths(appRoutes, '/cart/show')).toEqual(['cart/show']);
    const { siteRoutes } = await import('./site-routes');
    expect(paths(siteRoutes.site, '/faq')).toEqual(['faq']);
    expect(paths(siteRoutes.site, '/cart/checkout')).toEqual(['cart/checkout']);
    expect(paths(siteRoutes.site, '/nope')).toEqual(['*']);
    expect(paths(siteRoutes.profile, '/my-order')).toEqual(['my-order']);
    expect(paths(siteRoutes.profile, '/nope')).toEqual(['*']);
  });

  it('load on a first visit: a page, the not-found pages and the login guard as before', async () => {
    stubApi({});
    const { router } = await renderAppRoutes(appRoutes, '/faq', { elements: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(() => router.navigate('/no-such-page'));
    expect(await screen.findByRole('heading', { name: '404 | Not Found' })).toBeInTheDocument();
    await act(() => router.navigate('/cart/checkout'));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });
});
