#!/usr/bin/env node
// Development: the API with reload on change (port 3000) and Vite's dev server (port 5173)
// proxying /api, /payment, /storage, /dev and /socket.io to it.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/api/src/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
