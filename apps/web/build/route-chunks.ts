import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The shop's pages a first visit opens (issue 11), in order of precedence: a module two of them use goes with the
 * first. Each entry is a path under `src/` without its extension.
 */
export const SHOP_ROUTES: ReadonlyArray<readonly [name: string, page: string]> = [
  ['shop', 'features/shop/pages/shop-page'],
  ['product', 'features/shop/pages/product-page'],
  ['home', 'features/home/pages/home-page'],
  ['cart', 'features/cart/pages/cart-page'],
  ['login', 'features/auth/pages/login-page'],
];

/**
 * The provider listings rendered on the server (components/listing/listing-page-data.ts): their HTML links these
 * pages' stylesheets (entry-server.tsx), so that they paint with their styles before any script runs. Their modules
 * the shop's pages do not hold travel in one chunk, `listings` (after the shop's).
 */
export const LISTING_PAGES: readonly string[] = [
  'features/doctors/pages/doctor-list-page',
  'features/doctors/pages/video-list-page',
  'features/nurses/pages/nurse-list-page',
  'features/ambulances/pages/ambulance-list-page',
];

/**
 * The provider profiles rendered on the server (listing-page-data.ts's profilePageData): their own modules travel
 * in one chunk, `profiles` (the listings' chunk, which they import, stays 4 kB gzip lighter without them).
 */
export const PROFILE_PAGES: readonly string[] = [
  'features/doctors/pages/doctor-profile-page',
  'features/nurses/pages/nurse-profile-page',
  'features/ambulances/pages/ambulance-profile-page',
];

/**
 * The static pages rendered on the server (app/site-routes.tsx): their HTML links these pages' stylesheets. They get
 * no chunk of their own: what they use beyond their few own modules lives in the landing pages' and the listings'
 * chunks already, and a chunk holding the long texts' and the FAQ's modules would bring those chunks (some 80 kB
 * gzip) to /services, /site-map and the "working on it" pages, which load 14-26 kB without them.
 */
export const STATIC_PAGES: readonly string[] = [
  'features/static-pages/pages/terms-and-conditions-page',
  'features/static-pages/pages/terms-of-use-page',
  'features/static-pages/pages/privacy-policy-page',
  'features/static-pages/pages/return-policy-page',
  'features/static-pages/pages/refund-policy-page',
  'features/static-pages/pages/about-page',
  'features/static-pages/pages/site-map-page',
  'features/static-pages/pages/faq-page',
  'features/static-pages/pages/services-page',
  'features/static-pages/pages/working-on-it-page',
];

/**
 * The pages given chunks of their own (below), in order of precedence: the shop's, then the listings' together, then
 * the profiles' together.
 */
const CHUNK_ROUTES = [
  ...SHOP_ROUTES,
  ...LISTING_PAGES.map((page) => ['listings', page] as const),
  ...PROFILE_PAGES.map((page) => ['profiles', page] as const),
];

/** Libraries imported through one index module that re-exports every component, hook or icon. */
const BARRELS: Record<string, string> = {
  '@mantine/core': '/@mantine/core/esm/index.mjs',
  '@mantine/hooks': '/@mantine/hooks/esm/index.mjs',
  '@tabler/icons-react': '/@tabler/icons-react/dist/esm/tabler-icons-react.mjs',
};
const NAMED_IMPORT = /import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const RE_EXPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g;

interface Graph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

const slash = (id: string) => id.replace(/\\/g, '/');
/** The names of a `{ a, b as c, type d }` list: the imported or exported binding (`b`, `c` for re-exports). */
const names = (list: string, exported: boolean) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/)[exported ? 1 : 0] ?? part.split(/\s+as\s+/)[0]);

/**
 * One chunk per shop page instead of some 30 (issue 11), and one for the provider listings. Rolldown's automatic splitting gives every module shared
 * by a different set of lazy routes its own chunk: /shop loaded a chunk per Mantine component and per Tabler icon
 * (0.1-4 kB each) and their stylesheets, some 30 requests queued over a phone's few connections after the route's
 * own chunk. This plugin finds, once the module graph is known, the modules each shop page reaches by static
 * imports that the first load does not already hold, following a library's index module only to the components,
 * hooks and icons the importer names (an index module reaches all of them), and `groups()` gives rolldown a chunk
 * per page for them: the page's components, icons, feature code and helpers travel together. The page module
 * itself stays the route's entry (its own small chunk), fetched together with the group's chunk by Vite's preload
 * of a dynamic import's dependencies. A module two shop pages use goes with the first in SHOP_ROUTES; a back-office
 * page that uses one of these modules loads it from the shop page's chunk.
 */
export function shopRouteChunks(): Plugin & {
  groups(): Array<{ name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean }>;
} {
  const owner = new Map<string, string>();
  return {
    name: 'nirog:shop-route-chunks',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as Graph;
      const ids = [...graph.getModuleIds()];
      const code = new Map<string, string>();
      const source = (id: string) => {
        if (!code.has(id)) {
          let text = '';
          try {
            if (path.isAbsolute(id)) text = readFileSync(id.split('?')[0], 'utf8');
          } catch {
            text = '';
          }
          code.set(id, text);
        }
        return code.get(id)!;
      };
      // name -> module of each index module, from its own import/export lines.
      const barrelMaps = new Map<string, Map<string, string>>();
      const barrelMap = (barrel: string) => {
        let map = barrelMaps.get(barrel);
        if (!map) {
          map = new Map();
          for (const [, list, rel] of source(barrel).matchAll(RE_EXPORT)) {
            for (const name of names(list, true)) map.set(name, slash(path.resolve(path.dirname(barrel), rel)));
          }
          barrelMaps.set(barrel, map);
        }
        return map;
      };
      const byPath = new Map(ids.map((id) => [slash(id.split('?')[0]), id]));
      const imports = (id: string): string[] => {
        const next: string[] = [];
        const viaBarrel = new Map<string, string[]>();
        for (const [, list, spec] of source(id).matchAll(NAMED_IMPORT)) {
          if (BARRELS[spec])
            viaBarrel.set(BARRELS[spec], [...(viaBarrel.get(BARRELS[spec]) ?? []), ...names(list, false)]);
        }
        for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
          const barrel = Object.values(BARRELS).find((b) => slash(imported).endsWith(b));
          const wanted = barrel ? viaBarrel.get(barrel) : undefined;
          if (!barrel || !wanted) {
            next.push(imported);
            continue;
          }
          const map = barrelMap(imported);
          for (const name of wanted) {
            const target = byPath.get(map.get(name) ?? '');
            if (target) next.push(target);
          }
        }
        return next;
      };
      const reach = (starts: string[]) => {
        const seen = new Set<string>(starts);
        const queue = [...starts];
        while (queue.length) {
          for (const next of imports(queue.pop()!)) {
            if (!seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
        }
        return seen;
      };
      const initial = reach(ids.filter((id) => graph.getModuleInfo(id)?.isEntry));
      owner.clear();
      for (const [name, page] of CHUNK_ROUTES) {
        const start = ids.find((id) =>
          slash(id)
            .replace(/\.[jt]sx?$/, '')
            .endsWith(`/src/${page}`),
        );
        if (!start) throw new Error(`shop route chunks: no module for ${page}`);
        for (const id of reach([start])) {
          // A library module counted in the first load through an index module may not be in it (the first load
          // uses only part of the index): it is claimed here, and the vendor group, listed first, keeps what the
          // first load does use. The app's own modules have no index modules: the first load's stay in it.
          const library = /[\\/]node_modules[\\/]/.test(id);
          if (id !== start && (library || !initial.has(id)) && !owner.has(id)) owner.set(id, name);
        }
      }
    },
    groups() {
      return [...new Set(CHUNK_ROUTES.map(([name]) => name))].map((name) => ({
        name,
        test: (id: string) => owner.get(id) === name,
        // owner holds each page's whole static closure outside the first load: nothing else to pull in, and
        // pulling in would move the first load's own modules into a page's chunk.
        includeDependenciesRecursively: false,
      }));
    },
  };
}
