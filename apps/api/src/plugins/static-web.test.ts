import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/helpers';

const STATE = /<script id="nirog-page" type="application\/json">([^<]*)<\/script>/;
/** The JSON state a rendered page carries (its `<` are escaped, so it ends at its own `</script>`). */
const pageState = (html: string) => JSON.parse(STATE.exec(html)?.[1] ?? 'null') as { language: string } | null;
const BENGALI = { cookie: 'theme=x; nirog_lang=bn' };

const scratch = mkdtempSync(path.join(os.tmpdir(), 'nirog-pages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A web build named `name` in the scratch folder: its dist/ holding only `indexHtml`. */
function fakeWebDist(name: string, indexHtml: string): string {
  const dist = path.join(scratch, name, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  return dist;
}

describe('landing pages without the server bundle', async () => {
  // A web build without dist-server/ beside it (a build without it, or `npm run dev`).
  const dist = fakeWebDist('plain', '<!doctype html><div id="root"><div class="boot-header"></div></div>');
  const { app } = await createTestApp({ env: { WEB_DIST: dist } });

  it('answers them with index.html, as every other page', async () => {
    const page = await app.inject({ method: 'GET', url: '/shop' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="boot-header"');
    expect(pageState(page.body)).toBeNull();
  });
});

describe('a form posted to a page before the app took it over', async () => {
  const dist = fakeWebDist('post', '<!doctype html><div id="root"></div>');
  const { app } = await createTestApp({ env: { WEB_DIST: dist } });

  it('sends the browser back to the page by GET (303), whatever the form held, without reading it', async () => {
    for (const headers of [
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': 'text/plain' },
    ]) {
      const sent = await app.inject({
        method: 'POST',
        url: '/login',
        headers,
        payload: 'email=a%40b.c&password=secret',
      });
      expect(sent.statusCode, headers['content-type']).toBe(303);
      expect(sent.headers.location).toBe('/login');
      expect(sent.body).not.toContain('secret');
    }
    const withQuery = await app.inject({ method: 'POST', url: '/login?_reb=checkout', payload: {} });
    expect(withQuery.headers.location).toBe('/login?_reb=checkout');
    // Not a page, or an API path: the usual 404.
    expect((await app.inject({ method: 'POST', url: '/no-such-page', payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/no-such', payload: {} })).statusCode).toBe(404);
  });
});

describe('the page cache and failed renders (a stand-in server entry)', async () => {
  // A server entry that counts its renders, answers /broken with an error and other paths with their language.
  const dist = fakeWebDist('fake', '<!doctype html><title>Nirog</title><div id="root">boot</div>');
  mkdirSync(path.join(scratch, 'fake/dist-server'), { recursive: true });
  writeFileSync(
    path.join(scratch, 'fake/dist-server/entry-server.js'),
    `export function createPageRenderer() {
      globalThis.fakeRenders = 0;
      globalThis.fakeRevisits = 0;
      globalThis.fakeHeld = [];
      return {
        async render(url, language) {
          globalThis.fakeRenders += 1;
          if (url === '/broken') throw new Error('render failed');
          if (url === '/about') return null;
          if (url.startsWith('/shop?held=')) await new Promise((resolve) => globalThis.fakeHeld.push(resolve));
          const revisit = url.startsWith('/product/') ? async () => void (globalThis.fakeRevisits += 1) : undefined;
          return { status: 200, html: '<p>rendered ' + url + ' in ' + language + '</p>', revisit };
        },
      };
    }`,
  );
  const { app } = await createTestApp({ env: { WEB_DIST: dist, CATALOG_CACHE_SECONDS: '60' } });
  const fake = globalThis as { fakeRenders?: number; fakeRevisits?: number; fakeHeld?: Array<() => void> };
  const renders = () => fake.fakeRenders;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('renders an address once per language while the shop answers are kept', async () => {
    const before = renders()!;
    expect((await get('/shop?keyword=napa')).body).toBe('<p>rendered /shop?keyword=napa in en</p>');
    expect((await get('/shop?keyword=napa')).body).toBe('<p>rendered /shop?keyword=napa in en</p>');
    expect(renders()).toBe(before + 1);
    expect((await get('/shop?keyword=napa', BENGALI)).body).toBe('<p>rendered /shop?keyword=napa in bn</p>');
    expect((await get('/shop?keyword=napa', { cookie: 'nirog_lang=fr' })).body).toContain(' in en');
    expect(renders()).toBe(before + 2);
  });

  it('keeps a page whose data counts each visit (a product), and counts each visit served the kept page', async () => {
    const before = renders()!;
    const revisits = fake.fakeRevisits!;
    await get('/product/napa');
    expect((await get('/product/napa')).body).toBe('<p>rendered /product/napa in en</p>');
    expect((await get('/product/napa')).body).toBe('<p>rendered /product/napa in en</p>');
    expect(renders()).toBe(before + 1);
    expect(fake.fakeRevisits).toBe(revisits + 2);
  });

  it('answers index.html instead of queueing a ninth render while eight are waiting', async () => {
    const held = Array.from({ length: 8 }, (_, i) => get(`/shop?held=${i}`));
    await vi.waitFor(() => expect(fake.fakeHeld).toHaveLength(8));
    const busy = await get('/shop?held=busy');
    expect(busy.statusCode).toBe(200);
    expect(busy.body).toContain('boot');
    for (const release of fake.fakeHeld!.splice(0)) release();
    expect((await Promise.all(held)).map((page) => page.body)).toContain('<p>rendered /shop?held=0 in en</p>');
    // Not kept as index.html: rendered once the renderer has room again.
    const later = get('/shop?held=busy');
    await vi.waitFor(() => expect(fake.fakeHeld).toHaveLength(1));
    fake.fakeHeld!.splice(0)[0]();
    expect((await later).body).toBe('<p>rendered /shop?held=busy in en</p>');
  });

  it('answers index.html when a render fails (logged), never a 500', async () => {
    const page = await get('/broken');
    expect(page.statusCode).toBe(404); // not one of the app's pages: index.html with its 404, as before
    expect(page.body).toContain('boot');
    const again = await get('/broken');
    expect(again.body).toContain('boot');
  });

  it('answers index.html for an address the entry does not render', async () => {
    const page = await get('/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('boot');
  });
});
