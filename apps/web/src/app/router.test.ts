import { describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { createRoutes } from './routes';
import { appRoutes, discoverAreaRoutes, loadMatchedRoutes } from './router';

describe('loadMatchedRoutes', () => {
  it('loads the lazy routes of an address in place, and only those, so a router made next renders it at once', async () => {
    const routes = createRoutes();
    await loadMatchedRoutes(routes, '/login');
    const login = matchRoutes(routes, '/login')!.at(-1)!.route;
    expect(login.lazy).toBeUndefined();
    expect(login.Component).toBeTypeOf('function');
    expect(login.handle).toMatchObject({ serverRendered: true });
    expect(matchRoutes(routes, '/register')!.at(-1)!.route.lazy).toBeTypeOf('function');
  });
});

/** The address the router settled on, as the paths of its matched routes. */
async function settledPaths(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], patchRoutesOnNavigation: discoverAreaRoutes });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const paths = router.state.matches.map((m) => m.route.path).filter(Boolean);
  router.dispose();
  return paths;
}

describe('the areas’ routes (back office, provider areas, join wizards)', () => {
  it('are not in the first load’s route table', () => {
    expect(matchRoutes(appRoutes, '/admin/orders')!.at(-1)!.route.path).toBe('*');
    expect(matchRoutes(appRoutes, '/sp/doctor')!.at(-1)!.route.path).toBe('*');
    expect(matchRoutes(appRoutes, '/join/nurse/step-1')!.at(-1)!.route.path).toBe('*');
  });

  it('are found on a first visit straight to one of their addresses', async () => {
    expect(await settledPaths('/admin/orders')).toEqual(['admin', 'orders']);
    expect(await settledPaths('/sp/doctor/appointment/7/view')).toEqual(['sp/doctor', 'appointment/:id/view']);
    expect(await settledPaths('/join/nurse/step-2')).toEqual(['join/nurse/step-2']);
  });

  it('leave other addresses alone, the not-found page included', async () => {
    expect(await settledPaths('/product/napa-500')).toEqual(['product/:slug']);
    expect(await settledPaths('/no-such-page')).toEqual(['*']);
    expect(await settledPaths('/administrator')).toEqual(['*']);
  });
});
