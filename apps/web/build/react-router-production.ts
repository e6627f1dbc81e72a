import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router's package sends every bundler to its development build (`dist/development`, whose only difference
 * is `ENABLE_DEV_WARNINGS = true`: the warnings' code and texts ship). A production build takes the production
 * build of the same version instead; `npm run dev` and the tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
  return {
    name: 'nirog:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? production : null;
    },
  };
}
