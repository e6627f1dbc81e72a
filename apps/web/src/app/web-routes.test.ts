import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WEB_ROUTES, isWebRoute } from '@nirog/contracts';
import { areaRoutes, type AreaName } from './area-routes';
import { appRoutes, siteTableOf } from './router';
import { siteRoutes } from './site-routes';

/**
 * The first load's table with each area's table (area-routes.tsx) in place of the area's `admin/*`-like route, and
 * the tables of the site's other pages (site-routes.tsx) in place of the splat routes rendering them.
 */
function withAreas(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const area = route.path?.match(/^(admin|sp|join)\/\*$/)?.[1] as AreaName | undefined;
    if (area) return { path: area, children: areaRoutes[area] };
    const table = siteTableOf(route);
    if (table) return { children: siteRoutes[table] };
    return route.children ? { ...route, children: withAreas(route.children) } : route;
  });
}

/** Every page address the router answers (catch-all '*' routes, which show a not-found view, left out). */
function leafPaths(routes: RouteObject[], base = ''): string[] {
  const out: string[] = [];
  for (const route of routes) {
    if (route.path === '*') continue;
    const here = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
    if (route.index || (!route.children && route.path !== undefined)) out.push(here || '/');
    if (route.children) out.push(...leafPaths(route.children, here));
  }
  return out;
}

describe('the server’s list of app routes', () => {
  it('is exactly the router’s pages, so the server can answer 404 for any other path', () => {
    expect([...new Set(leafPaths(withAreas(appRoutes)))].sort()).toEqual([...WEB_ROUTES].sort());
  });

  it('matches parameters and nothing else', () => {
    expect(isWebRoute('/product/napa-500')).toBe(true);
    expect(isWebRoute('/shop/')).toBe(true);
    expect(isWebRoute('/admin/orders/12')).toBe(true);
    expect(isWebRoute('/join/doctor')).toBe(true);
    expect(isWebRoute('/join/doctor/step-9')).toBe(false);
    expect(isWebRoute('/product')).toBe(false);
    expect(isWebRoute('/product/a/b')).toBe(false);
    expect(isWebRoute('/no-such-page')).toBe(false);
    expect(isWebRoute('/profile/unknown')).toBe(false);
  });
});
