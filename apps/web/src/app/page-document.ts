import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@nirog/contracts';

/**
 * The HTML of a page rendered on the server (issue 11): index.html as built, with the page's language, title,
 * stylesheets, rendered markup and data. Pure text work, shared by the server render (entry-server.tsx) and the
 * browser (main.tsx reads the data back).
 */

/** The id of the JSON script holding a rendered page's state. */
export const PAGE_STATE_ID = 'nirog-page';

/** What the browser needs to hydrate a page rendered on the server. */
export interface PageState {
  /** The language the page was rendered in. */
  language: Language;
  /** The page's queries, dehydrated (TanStack Query). */
  queries: DehydratedState;
}

/** A chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  assets?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * JSON that cannot end the script it is put in: every `<` is written `\u003c` (so no `</script>` or `<!--`), which
 * JSON.parse reads back as `<`.
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state of a page rendered on the server, or null (a page the browser renders itself). */
export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/**
 * The stylesheets the chunks of `sources` (source paths, keys of the manifest) bring, beyond the entry's (which
 * index.html links already), in the order Vite would load them: a chunk's imports before the chunk.
 */
export function chunkStylesheets(manifest: Manifest, sources: string[]): string[] {
  const seen = new Set<string>();
  const sheets: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!sheets.includes(css)) sheets.push(css);
  };
  // The entry's own (and its imports') first: index.html has them.
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const linked = sheets.length;
  for (const source of sources) visit(source);
  return sheets.slice(linked).map((file) => `/${file}`);
}

/**
 * The Bengali font file preloaded by a Bengali page: the regular face of fonts.css, which the entry's stylesheet
 * names. Not the semibold (bengali-font.ts), which the app adds after the first paint: on a slow phone a second
 * preloaded file of 49 kB came before the page's largest text or picture.
 */
export function bengaliFonts(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return (entry?.assets ?? [])
    .filter((file) => /noto-sans-bengali-bengali-400-normal.*\.woff2$/.test(file))
    .map((file) => `/${file}`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface DocumentParts {
  language: Language;
  /** The page's title, if it has one. */
  title?: string;
  stylesheets: string[];
  /** Fonts to preload (the Bengali font of a Bengali page). */
  fonts: string[];
  /** The rendered markup of the root. */
  markup: string;
  state: PageState;
}

/** The file that starts the app's scripts after a rendered page's first paint (public/app-start.js). */
export const APP_START_SCRIPT = '/app-start.js';

/**
 * index.html's module script and module preloads, replaced by APP_START_SCRIPT, which adds them once the page has
 * been drawn: a rendered page needs no script to be read, and on a slow phone the scripts' download and parsing
 * came before its first paint.
 */
export function startScriptsAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  const start = `<script src="${APP_START_SCRIPT}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>`;
  return rest.replace('</head>', `  ${start}\n  </head>`);
}

/** index.html (as built) with a rendered page in it. */
export function fillDocument(template: string, parts: DocumentParts): string {
  const head = [
    ...parts.fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ].join('\n    ');
  let html = startScriptsAfterPaint(template)
    // Mantine's colour variables hang on the attribute its provider sets in the browser: there from the first paint.
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.language}" data-mantine-color-scheme="light"`)
    .replace('</head>', `  ${head}\n  </head>`);
  if (parts.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`);
  const rootStart = html.indexOf('<div id="root">');
  const rootEnd = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (rootStart < 0 || rootEnd < rootStart) throw new Error('index.html has no <div id="root">');
  const state = `<script id="${PAGE_STATE_ID}" type="application/json">${serializePageState(parts.state)}</script>`;
  return `${html.slice(0, rootStart)}<div id="root">${parts.markup}</div>\n    ${state}${html.slice(rootEnd + '</div>'.length)}`;
}
