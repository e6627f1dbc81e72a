import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { createRoutes } from './routes';
import { loadMatchedRoutes } from './router';

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
