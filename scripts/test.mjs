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
const failures = [];
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
    failures.push(...failedTests(suite, r));
  }
  if (run.status !== 0) broken.push(suite);
}
if (broken.length) console.log(`\nSuites with failures: ${broken.join(', ')}`);
// A long run's log is often read only at its end: name each failed test there with its first message line.
for (const f of failures) console.log(f);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken.length ? 1 : 0);

function failedTests(suite, report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(path.resolve(dirs[suite]), file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (!failed.length && file.status === 'failed') lines.push(`FAILED ${suite} ${where}: ${firstLine(file.message)}`);
    for (const a of failed)
      lines.push(`FAILED ${suite} ${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  }
  return lines;
}

function firstLine(message) {
  return (
    String(message ?? '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  );
}
