import type { ComponentType, ReactNode } from 'react';
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

const loading = new WeakMap<LoadRoute, Promise<LoadedRoute>>();
/** The loader of each route made by toElementRoutes. */
const loaders = new WeakMap<RouteObject, LoadRoute>();

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** `promise`, keeping whether it settled, and how, so a render can read it at once (`read`). */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const settled = promise as Tracked<T>;
  settled.status = 'pending';
  // The handlers return nothing: returning `settled` would make the promise `then` gives follow it, and a
  // rejection would then go unhandled.
  promise.then(
    (value) => {
      Object.assign(settled, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(settled, { status: 'rejected', reason });
    },
  );
  return promise;
}

/**
 * The value of a promise made by `tracked`, in a render: at once when it is here (a module loaded before, as for a
 * page rendered on the server, so the first render equals the server's), else the render suspends until it is
 * (the nearest Suspense boundary), or throws its error (the nearest error boundary).
 */
export function read<T>(promise: Promise<T>): T {
  const settled = promise as Tracked<T>;
  if (settled.status === 'fulfilled') return settled.value as T;
  if (settled.status === 'rejected') throw settled.reason;
  throw promise;
}

/** Loads a route's module once (a download that failed stays failed: RouteError offers a reload, as React.lazy). */
function loadRoute(load: LoadRoute): Promise<LoadedRoute> {
  let promise = loading.get(load);
  if (!promise) {
    promise = tracked(
      load().then((module) => {
        const { Component } = module;
        return { element: Component ? <Component /> : (module.element ?? null), handle: module.handle };
      }),
    );
    loading.set(load, promise);
  }
  return promise;
}

/**
 * A lazy route's element: its page once the module is here (`read`), suspending until then. The Suspense boundary
 * is the root route's (routes.tsx): a navigation is a transition (BrowserRouter), so the old page stays on screen
 * while the next one's chunk loads, and the page loader shows only on a first load. A failed download throws to
 * the route's error boundary (RouteError, which offers a reload).
 */
function LazyRoute({ load }: { load: LoadRoute }) {
  return read(loadRoute(load)).element;
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
