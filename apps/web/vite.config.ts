import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const api = process.env.NIROG_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/payment', '/storage', '/dev', '/sanctum', '/socket.io'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: true, ws: p === '/socket.io' }])),
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
