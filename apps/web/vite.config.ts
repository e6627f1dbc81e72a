import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { mantineStylesPerComponent } from './build/mantine-styles';
import { reactRouterProduction } from './build/react-router-production';
import { shopRouteChunks } from './build/route-chunks';

const api = process.env.NIROG_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/payment', '/storage', '/dev', '/sanctum', '/socket.io'];

const routeChunks = shopRouteChunks();

export default defineConfig(({ isSsrBuild }) => ({
  // The server entry (`vite build --ssr src/entry-server.tsx`, into dist-server/): the app's code for Node, with
  // React and the other packages loaded from node_modules (react-router's production build bundled, as in the
  // browser); no stylesheets, chunk groups or compressed copies.
  plugins: isSsrBuild
    ? [react(), reactRouterProduction()]
    : [
        react(),
        reactRouterProduction(),
        routeChunks,
        mantineStylesPerComponent(),
        // Brotli and gzip copies beside every text asset (x.js.br, x.js.gz): the api sends them as they are
        // to browsers that accept them (plugins/static-web.ts), so nothing is compressed per request.
        compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
          threshold: 1024,
          skipIfLargerOrEqual: true,
        }),
      ],
  ssr: {
    // The workspace's contracts are TypeScript; the icons' index module would load all 5,000 icons in Node.
    noExternal: ['@nirog/contracts', '@tabler/icons-react'],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: true, ws: p === '/socket.io' }])),
  },
  // manifest: the chunk graph, read by bench:bundle to count a route's chunks.
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', sourcemap: false, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        manifest: true,
        rolldownOptions: {
          output: {
            // The libraries the first page needs (React, the router, TanStack Query, the shell's Mantine
            // components) in one chunk instead of some 30 small ones: fewer requests, better compression (a chunk is
            // compressed on its own), and a chunk that changes only when a dependency does.
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
                // The app's own modules of the first load in the entry with it (the i18n module, the stores, the
                // session ...), where rolldown made five small chunks of those the lazy pages import too: one file
                // compresses better (1.6 kB gzip less, issue 11).
                { name: 'index', test: (id: string) => !/[\\/]node_modules[\\/]|\.css$/.test(id), tags: ['$initial'] },
                // A chunk per shop page for its components, icons and code (build/route-chunks.ts).
                ...routeChunks.groups(),
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A worker per core: Vitest's default keeps one core for its main process, which does little here,
    // and runs one file at a time on a 2-core machine (CI).
    maxWorkers: availableParallelism(),
    // One module graph and jsdom per worker instead of per file: a third of the suite's time went to
    // setting up jsdom and the app's imports again for each of the 70+ files. test/setup.ts resets the
    // shared state (stores, language, storage, URL, toasts) before and after every test instead.
    isolate: false,
  },
}));
