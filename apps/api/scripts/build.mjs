#!/usr/bin/env node
// Compiles the api for production: src/server.ts and what it imports (with @nirog/contracts, which
// ships TypeScript) into one ES module, dist/server.js, that plain `node` runs; npm packages stay
// imports of node_modules. The database migrations are copied beside it (db/client.ts finds them
// next to the running file). Type checking is `npm run typecheck`'s job, not this one's.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(apiDir, 'dist');
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const workspacePackages = ['@nirog/contracts'];
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !workspacePackages.includes(name),
);

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // npm packages (and their subpaths) are loaded from node_modules at run time.
  external: [...external, ...external.map((name) => `${name}/*`), 'pino-pretty'],
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
});
cpSync(path.join(apiDir, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`api built into ${path.relative(process.cwd(), dist) || '.'}`);
