import { describe, expect, it } from 'vitest';
import {
  bengaliFonts,
  chunkStylesheets,
  fillDocument,
  type Manifest,
  PAGE_STATE_ID,
  readPageState,
  serializePageState,
} from './page-document';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Nirog</title>
  </head>
  <body>
    <div id="root">
      <div class="boot-header"><div>mark</div></div>
    </div>
  </body>
</html>`;

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index.css'],
    assets: [
      'assets/noto-sans-bengali-bengali-400-normal-X.woff2',
      'assets/noto-sans-bengali-bengali-600-normal-Y.woff2',
      'assets/logo.svg',
    ],
  },
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
  '_shop.js': { file: 'assets/shop.js', imports: ['_vendor.js', 'index.html'], css: ['assets/shop.css'] },
  'src/features/shop/pages/shop-page.tsx': { file: 'assets/shop-page.js', imports: ['_shop.js', 'index.html'] },
  '_login.js': { file: 'assets/login.js', imports: ['_shop.js'], css: ['assets/login.css'] },
  'src/features/auth/pages/login-page.tsx': { file: 'assets/login-page.js', imports: ['_login.js'] },
};

const STATE = { language: 'bn' as const, queries: { mutations: [], queries: [] } };

describe('the document of a page rendered on the server', () => {
  it('writes its state so that no text in it can end the script', () => {
    const state = { ...STATE, note: '</script><script>alert(1)</script><!--' };
    const json = serializePageState(state);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(state);
  });

  it("links the pages' stylesheets beyond the entry's, a chunk's imports first", () => {
    const sheets = chunkStylesheets(MANIFEST, [
      'src/features/auth/pages/login-page.tsx',
      'src/features/shop/pages/shop-page.tsx',
    ]);
    expect(sheets).toEqual(['/assets/shop.css', '/assets/login.css']);
  });

  it('preloads the regular Bengali face only: the app adds the semibold after the first paint', () => {
    expect(bengaliFonts(MANIFEST)).toEqual(['/assets/noto-sans-bengali-bengali-400-normal-X.woff2']);
  });

  it('puts the language, title, links, markup and state into index.html, and the browser reads the state back', () => {
    const html = fillDocument(TEMPLATE, {
      language: 'bn',
      title: 'Napa & <Co> | নিরোগ',
      stylesheets: ['/assets/shop.css'],
      fonts: ['/assets/bn.woff2'],
      markup: '<main><h1>নাপা</h1></main>',
      state: STATE,
    });
    expect(html).toContain('<html lang="bn" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>Napa &amp; &lt;Co&gt; | নিরোগ</title>');
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/bn.woff2">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shop.css">\n  </head>');
    expect(html).toContain('<div id="root"><main><h1>নাপা</h1></main></div>');
    expect(html).not.toContain('boot-header');
    expect(html).toMatch(/<\/div>\s*<script id="nirog-page" type="application\/json">.*<\/script>\s*<\/body>/s);

    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(readPageState(doc)).toEqual(STATE);
    expect(doc.getElementById(PAGE_STATE_ID)?.parentElement?.tagName).toBe('BODY');
  });

  it("starts the app's scripts only after the page is drawn: index.html's module script and preloads go to app-start.js", () => {
    const built = TEMPLATE.replace(
      '  </head>',
      '    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/language-C3.js">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">\n  </head>',
    );
    const html = fillDocument(built, {
      language: 'en',
      stylesheets: [],
      fonts: [],
      markup: '<main></main>',
      state: STATE,
    });
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/app-start.js" data-entry="/assets/index-A1.js" data-preload="/assets/vendor-B2.js /assets/language-C3.js" defer></script>',
    );
    // The stylesheets stay where they were: the page is drawn with them.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  });

  it('keeps the title of index.html when the page has none, and finds no state in a plain page', () => {
    const html = fillDocument(TEMPLATE, { language: 'en', stylesheets: [], fonts: [], markup: '', state: STATE });
    expect(html).toContain('<title>Nirog</title>');
    expect(readPageState(new DOMParser().parseFromString(TEMPLATE, 'text/html'))).toBeNull();
  });
});
