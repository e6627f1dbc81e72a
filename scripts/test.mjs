#!/usr/bin/env node
// Runs every workspace's Vitest suite in order (contracts, api, web, e2e), keeps going after a
// failure so one run shows everything, and closes with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const suites = process.argv.slice(2).length ? process.argv.slice(2) : ['contracts', 'api', 'web', 'e2e'];
const dirs = { contracts: 'packages/contracts', api: 'apps/api', web: 'apps/web', e2e: 'e2e' };
const reports = path.resolve('.tmp/test-reports');
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = [];
for (const suite of suites) {
  const cwd = dirs[suite];
  if (!cwd) throw new Error(`unknown suite ${suite}`);
  const out = path.join(reports, `${suite}.json`);
  console.log(`\n=== ${suite} (${cwd})`);
  const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd,
    stdio: 'inherit',
    env: process.env,
  });
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
  if (run.status !== 0) broken.push(suite);
}
if (broken.length) console.log(`\nSuites with failures: ${broken.join(', ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken.length ? 1 : 0);
