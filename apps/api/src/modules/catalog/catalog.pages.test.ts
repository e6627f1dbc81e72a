import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { flushProductViews } from './shop/catalog.views';
import { insertProducts } from './catalog.write.service';
import { seedCatalogFixture } from './catalog.test-support';

/**
 * The shop's landing pages as the api renders them with the web app's server entry (plugins/static-web.ts, issue 11).
 * The web app as `npm run build -w @nirog/web` builds it: dist/ and the server entry in dist-server/. */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');
const webDist = path.join(webDir, 'dist');
const serverEntry = path.join(webDir, 'dist-server/entry-server.js');
if (!existsSync(serverEntry) || !existsSync(path.join(webDist, '.vite/manifest.json'))) {
  throw new Error(`${serverEntry} is missing: build the web app first (npm run build -w @nirog/web)`);
}

const EVIL_TITLE = 'Evil </script><script>window.hacked = 1</script><!--';
const STATE = /<script id="nirog-page" type="application\/json">([^<]*)<\/script>/;
/** The JSON state a rendered page carries (its `<` are escaped, so it ends at its own `</script>`). */
const pageState = (html: string) => JSON.parse(STATE.exec(html)?.[1] ?? 'null') as { language: string } | null;
const BENGALI = { cookie: 'theme=x; nirog_lang=bn' };

describe('landing pages rendered on the server (the real web build)', async () => {
  // Pages kept as in production (the shop's answers' time). One app per process: the server entry's API transport
  // is the last app's that loaded it.
  const { app, database } = await createTestApp({ env: { WEB_DIST: webDist, CATALOG_CACHE_SECONDS: '60' } });
  await seedCatalogFixture(database.db);
  await insertProducts(database.db, [{ slug: 'evil-tablet', title: EVIL_TITLE, price: 3 }]);
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it("renders a product's page with its name and price, its title, data and stylesheets", async () => {
    const page = await get('/product/kinapa-120-mg-syrup');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toContain('<title>Kinapa | Nirog</title>');
    expect(page.body).toMatch(/<h1[^>]*>Kinapa<\/h1>/);
    expect(page.body).toMatch(/৳\s?35/);
    expect(page.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    expect(page.body).not.toContain('class="boot-header"');
    expect(pageState(page.body)?.language).toBe('en');
  });

  it("renders it in Bengali for a reader whose cookie says so, with the Bengali font's regular face preloaded", async () => {
    const page = await get('/product/kinapa-120-mg-syrup', BENGALI);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="bn"');
    expect(page.body).toMatch(/<h1[^>]*>কিনাপা<\/h1>/);
    expect(page.body).toMatch(/৳\s?৩৫/);
    const fonts = page.body.match(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="[^"]+">/g);
    // The semibold is added by the app after the first paint (apps/web/src/app/bengali-font.ts).
    expect(fonts).toEqual([expect.stringMatching(/noto-sans-bengali-bengali-400-normal[^"]*\.woff2"/)]);
    expect(pageState(page.body)?.language).toBe('bn');
  });

  it('answers an unknown product with its not-found view and HTTP 404', async () => {
    const page = await get('/product/no-such-medicine');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This product is unavailable');
    expect(pageState(page.body)).not.toBeNull();
  });

  it("renders the shop's list for the keyword in its address", async () => {
    const page = await get('/shop?keyword=seclo');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Medicine shop | Nirog</title>');
    expect(page.body).toContain('Seclo');
    expect(page.body).not.toContain('Kinapa');
    expect((await get('/shop')).body).toContain('Filler 14');
  });

  it('renders home, the cart and login too', async () => {
    for (const [url, text] of [
      ['/', 'home-hero-title'],
      ['/cart/show', 'Shopping cart'],
      ['/login', 'E-mail'],
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(text);
      expect(pageState(page.body), url).not.toBeNull();
    }
  });

  it('sends every part of a page in place, the footer (loaded on its own in the browser) included: no inline script', async () => {
    for (const url of ['/', '/shop', '/product/kinapa-120-mg-syrup', '/cart/show', '/login']) {
      const page = await get(url);
      expect(page.body, url).toContain('<footer');
      // A part sent apart would be put in place by an inline script of React's, which the CSP blocks.
      expect(page.body, url).not.toMatch(/<script>|<!--\$\?-->|<div hidden id="S:/);
    }
  });

  it("keeps a product's text inside its JSON script: the state ends at its own </script>", async () => {
    const page = await get('/product/evil-tablet');
    expect(page.statusCode).toBe(200);
    const state = pageState(page.body) as unknown as { queries: { queries: Array<{ state: { data: unknown } }> } };
    expect(state.queries.queries.map((q) => q.state.data)).toContainEqual(
      expect.objectContaining({ title: EVIL_TITLE }),
    );
    expect(page.body).not.toContain('<script>window.hacked');
  });

  it('compresses the page for a browser that accepts it', async () => {
    const page = await app.inject({ method: 'GET', url: '/shop', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Medicine shop | Nirog</title>');
    expect(page.headers.vary).toMatch(/cookie/i);
  });

  it('leaves every other page to the browser, as before', async () => {
    for (const [url, status] of [
      ['/contact', 200],
      ['/profile/my-order', 200],
      ['/forgot-password', 200],
      ['/no-such-page', 404],
    ] as const) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(status);
      expect(page.body, url).toContain('class="boot-header"');
      expect(pageState(page.body), url).toBeNull();
    }
  });

  it('renders a product page once while it is kept, and still counts every visit as a view', async () => {
    await flushProductViews(app.db, null);
    const pages = [];
    for (let visit = 0; visit < 3; visit += 1) pages.push(await get('/product/napa-500-mg-tablet'));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    // A kept page's visit is counted after it is sent (the visitor does not wait for it).
    let views = 0;
    await vi.waitFor(async () => {
      views += await flushProductViews(app.db, null);
      expect(views).toBe(3);
    });
  });
});
