import { use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a route's `lazy` loads: a page module (or a composed one) exporting `Component` and, maybe, `handle`. */
interface RouteModule {
  Component?: ComponentType | null;
  element?: ReactNode;
  /** The page's PageData (lib/page-data.ts): read by the server render. */
  handle?: unknown;
}
type LoadRoute = () => Promise<RouteModule>;

/** A route's module once loaded: the element it renders and its handle. */
interface LoadedRoute {
  element: ReactNode;
  handle: unknown;
}

const loaded = new WeakMap<LoadRoute, LoadedRoute>();
const loading = new WeakMap<LoadRoute, Promise<LoadedRoute>>();
/** The loader of each route made by toElementRoutes. */
const loaders = new WeakMap<RouteObject, LoadRoute>();

/** Loads a route's module once; a download that failed is tried again by the next render that asks. */
function loadRoute(load: LoadRoute): Promise<LoadedRoute> {
  let promise = loading.get(load);
  if (!promise) {
    promise = load().then((module) => {
      const { Component } = module;
      const route = { element: Component ? <Component /> : (module.element ?? null), handle: module.handle };
      loaded.set(load, route);
      return route;
    });
    promise.catch(() => loading.delete(load));
    loading.set(load, promise);
  }
  return promise;
}

/**
 * A lazy route's element: its page once the module is here (at once for a module loaded before, as for a page
 * rendered on the server, so the first render equals the server's), suspending until then. The Suspense boundary
 * is the root route's (routes.tsx): a navigation is a transition (BrowserRouter), so the old page stays on screen
 * while the next one's chunk loads, and the page loader shows only on a first load. A failed download throws to
 * the route's error boundary (RouteError, which offers a reload).
 */
function LazyRoute({ load }: { load: LoadRoute }) {
  return (loaded.get(load) ?? use(loadRoute(load))).element;
}

/**
 * The route tables with `lazy` (each page a module of its own, loaded on demand) made into tables React Router's
 * declarative mode renders (`useRoutes`): a lazy route gets an element that loads its module. The data router,
 * which understands `lazy` itself, was 18 kB gzip more on every page (issue 11).
 */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children && toElementRoutes(route.children);
    if (typeof route.lazy !== 'function') return (children ? { ...route, children } : route) as RouteObject;
    const load = route.lazy as LoadRoute;
    const { lazy: _lazy, ...rest } = route;
    const next = { ...rest, element: <LazyRoute load={load} />, children } as RouteObject;
    loaders.set(next, load);
    return next;
  });
}

/**
 * Loads the modules of the routes an address matches in `routes` (made by toElementRoutes) and gives each matched
 * route's handle, the page module's when it has one: a render afterwards draws that page at once, as the server
 * did (entry-server.tsx, main.tsx).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<unknown[]> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      const load = loaders.get(route);
      return load ? ((await loadRoute(load)).handle ?? route.handle) : route.handle;
    }),
  );
}
