import { matchRoutes, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';
import { isWebRoute } from '@nirog/contracts/web-routes';
import { cartPublicRoutes } from '../features/cart/cart-routes';
import { paths } from '../lib/paths';
import type { AreaName } from './area-routes';
import { LoginRequired } from './guards/login-required';
import { loadMatchedRoutes, read, toElementRoutes, tracked } from './route-elements';
import { createRoutes, type RouteParts } from './routes';
import type { SiteTableName } from './site-routes';

/**
 * Route tables kept out of the first load: their module loads once (a failed download: RouteError offers a reload)
 * and `Tables` renders one of them, suspending until it is here (a navigation waits for it with the old page on
 * screen, as for any page's chunk).
 */
function lazyTables<Name extends string>(importTables: () => Promise<Record<Name, RouteObject[]>>) {
  let tables: Promise<Record<Name, RouteObject[]>> | undefined;
  const load = () => (tables ??= tracked(importTables()));
  function Tables({ name }: { name: Name }) {
    return useRoutes(read(load())[name]);
  }
  return { load, Tables };
}

/**
 * The areas' pages (area-routes.tsx), under their `admin/*`, `sp/*` or `join/*` route: a table loads with the first
 * visit under its area.
 */
const areas = lazyTables<AreaName>(() => import('./area-routes').then((module) => module.areaRoutes));

/**
 * An area's table behind the login: a guest at one of its pages (a doctor following "Join as a doctor") is sent to
 * /login before the table loads (19 kB gzip, then the login's chunks: two downloads in a row on a slow phone). An
 * address none of the area's pages has is left to the table's not-found page.
 */
function AreaTables({ name }: { name: AreaName }) {
  const { pathname } = useLocation();
  const tables = <areas.Tables name={name} />;
  return isWebRoute(pathname) ? <LoginRequired>{tables}</LoginRequired> : tables;
}

/**
 * The site's pages a landing page's first load does not hold (site-routes.tsx: static pages, listings, the
 * login-required pages, the profile's sub-pages), for the addresses the first load's table does not know: their
 * tables load with the first visit to one of them, their not-found pages answering the others.
 */
const site = lazyTables<SiteTableName>(() => import('./site-routes').then((module) => module.siteRoutes));

/** The splat routes rendering site-routes.tsx's tables, and which table each renders. */
const siteSplats = new Map<RouteObject, SiteTableName>();
function sitePages(name: SiteTableName): RouteObject {
  const route: RouteObject = { path: '*', element: <site.Tables name={name} /> };
  siteSplats.set(route, name);
  return route;
}

/** Which of site-routes.tsx's tables `route` (of appRoutes) renders, if it is such a splat route. */
export const siteTableOf = (route: RouteObject): SiteTableName | undefined => siteSplats.get(route);

/**
 * The spec's route table (spec 1 section 2) with every page split into its own chunk. A first load holds the
 * landing pages' routes (home, shop, product, cart, login) and the shell's; the other pages' (site-routes.tsx) and
 * the back office's, the provider areas' and the join wizards' (area-routes.tsx) load on the first visit to them,
 * with the lists of their pages' chunks.
 */
export const appRouteParts = {
  publicRoutes: [
    ...cartPublicRoutes,
    { path: 'sp/*', element: <AreaTables name="sp" /> },
    { path: 'join/*', element: <AreaTables name="join" /> },
  ],
  rootRoutes: [{ path: 'admin/*', element: <AreaTables name="admin" /> }],
  otherPages: sitePages('site'),
  otherProfilePages: sitePages('profile'),
} satisfies RouteParts;

/** The app's routes as `useRoutes` renders them (route-elements.tsx). */
export const appRoutes = toElementRoutes(createRoutes(appRouteParts));

/** Where the routes of area-routes.tsx live: /admin, /sp/{kind} (the provider areas), /join/{kind}/step-n. */
const AREA_PATH = /^\/(admin|sp|join)(\/|$)/;

/**
 * Loads what the page at `pathname` renders first (its route modules, an area's route table, the table of the
 * site's other pages with the page's modules in it), so its first render draws it at once: for hydrating a page
 * rendered on the server, that render must equal the server's (entry-server.tsx). Resolves with the matched
 * routes' handles.
 */
export async function loadPage(pathname: string): Promise<unknown[]> {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1);
  const table = leaf && siteTableOf(leaf.route);
  const [handles, inTable] = await Promise.all([
    loadMatchedRoutes(appRoutes, pathname),
    table && site.load().then((tables) => loadMatchedRoutes(tables[table], `/${leaf.params['*'] ?? ''}`)),
    AREA_PATH.test(pathname) ? areas.load() : undefined,
  ]);
  return [...handles, ...(inTable ?? [])];
}

/**
 * The page a first load draws at `pathname`: the login page for a guest at one of an area's pages (AreaTables), so
 * its modules load in place of the area's table.
 */
export function firstPagePath(pathname: string, loggedIn: boolean): string {
  return !loggedIn && AREA_PATH.test(pathname) && isWebRoute(pathname) ? paths.auth.login : pathname;
}

/**
 * The route parameters of the page at `pathname`: those of its route in the site's table for a page in one (a
 * profile's id), as the page reads them with useParams.
 */
export async function pageParams(pathname: string): Promise<Params> {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1);
  const table = leaf && siteTableOf(leaf.route);
  if (!leaf || !table) return leaf?.params ?? {};
  const tables = await site.load();
  return matchRoutes(tables[table], `/${leaf.params['*'] ?? ''}`)?.at(-1)?.params ?? leaf.params;
}

/**
 * The app's pages. The server answers 404 for paths none of its routes match (WEB_ROUTES in contracts); a path
 * the app does not know shows the not-found page.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
