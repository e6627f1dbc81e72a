import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Noto Sans Bengali cut down to the few letters an English page draws (issue 11): the language switch's "বাংলা" and
 * the taka sign of prices. Each cut is under 1.1 kB, small enough for Vite to inline into the stylesheet
 * (app/fonts.css). Without them, that one word and that one sign made every English page download a whole Bengali
 * face (45-49 kB, requested at the highest priority with the stylesheets) before its largest text. A cut keeps the
 * font's shaping tables for its letters, so the vowel sign and the anusvara of বাংলা join as in the full face.
 * Written to src/app/fonts/ by `npm run fonts -w @nirog/web`; src/app/font-cuts.test.ts fails when a file no longer
 * matches its text.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** subset-font (harfbuzz's subsetter): the font's bytes cut to the glyphs `text` needs. */
const subsetFont = require('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2' },
) => Promise<Buffer>;

export const FONTS_DIR = path.join(here, '../src/app/fonts');
const face = (weight: 400 | 600) =>
  require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`);

/** The switch's Bengali label in each language's translations (the same word today). */
export async function languageNameLabels(): Promise<string> {
  const labels = await Promise.all(
    ['en', 'bn'].map(async (language) => {
      const messages = JSON.parse(await readFile(path.join(here, `../src/i18n/${language}.json`), 'utf8')) as {
        language: { bn: string };
      };
      return messages.language.bn;
    }),
  );
  return [...new Set(labels)].join('');
}

export interface FontCut {
  /** The file in FONTS_DIR. */
  file: string;
  weight: 400 | 600;
  text: () => Promise<string> | string;
}

export const FONT_CUTS: FontCut[] = [
  // The switch's label is semibold (layout.module.css).
  { file: 'language-name.woff2', weight: 600, text: languageNameLabels },
  { file: 'taka-400.woff2', weight: 400, text: () => '৳' },
  { file: 'taka-600.woff2', weight: 600, text: () => '৳' },
];

/** A cut's bytes, as woff2. */
export async function cutFont(cut: FontCut): Promise<Buffer> {
  return subsetFont(await readFile(face(cut.weight)), await cut.text(), { targetFormat: 'woff2' });
}

/** The cuts whose committed file is not the cut of their text as it is now. */
export async function staleCuts(): Promise<string[]> {
  const stale: string[] = [];
  for (const cut of FONT_CUTS) {
    const committed = await readFile(path.join(FONTS_DIR, cut.file)).catch(() => Buffer.alloc(0));
    if (!committed.equals(await cutFont(cut))) stale.push(cut.file);
  }
  return stale;
}

// `--check`: exit 1 if a committed file is out of date (harfbuzz's wasm needs Node's own typed arrays, which
// jsdom's test environment replaces, so the web tests run this as a separate process).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = await staleCuts();
    if (stale.length) {
      console.error(`out of date in ${FONTS_DIR}: ${stale.join(', ')}; run npm run fonts -w @nirog/web`);
      process.exit(1);
    }
  } else {
    for (const cut of FONT_CUTS) {
      const font = await cutFont(cut);
      await writeFile(path.join(FONTS_DIR, cut.file), font);
      console.log(`${cut.file}: ${font.length} bytes`);
    }
  }
}
