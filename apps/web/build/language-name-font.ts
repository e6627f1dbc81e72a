import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Bengali language switch's own font (issue 11): Noto Sans Bengali semibold cut down to the letters of its
 * label, "বাংলা", about 1 kB, small enough for Vite to inline into the stylesheet. Without it the header's one
 * Bengali word made every English page download the whole Bengali face (45 kB, requested at the highest priority
 * with the page's stylesheets) before its largest text. The cut keeps the font's shaping tables for those letters,
 * so the vowel sign and the anusvara join as in the full face. Written to src/app/language-name.woff2 by
 * `npm run fonts -w @nirog/web`; src/app/language-name-font.test.ts fails when it no longer matches the label.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** subset-font (harfbuzz's subsetter): the font's bytes cut to the glyphs `text` needs. */
const subsetFont = require('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2' },
) => Promise<Buffer>;

export const LANGUAGE_NAME_FONT = path.join(here, '../src/app/language-name.woff2');
const SEMIBOLD = require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2');

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

/** The semibold face cut to the labels' characters, as woff2. */
export async function languageNameFont(): Promise<Buffer> {
  return subsetFont(await readFile(SEMIBOLD), await languageNameLabels(), { targetFormat: 'woff2' });
}

/** Whether the committed file is the cut of the labels as they are now. */
export async function languageNameFontIsCurrent(): Promise<boolean> {
  return (await readFile(LANGUAGE_NAME_FONT)).equals(await languageNameFont());
}

// `--check`: exit 1 if the committed file is out of date (harfbuzz's wasm needs Node's own typed arrays, which
// jsdom's test environment replaces, so the web tests run this as a separate process).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    if (!(await languageNameFontIsCurrent())) {
      console.error(`${LANGUAGE_NAME_FONT} does not match the label: run npm run fonts -w @nirog/web`);
      process.exit(1);
    }
  } else {
    const font = await languageNameFont();
    await writeFile(LANGUAGE_NAME_FONT, font);
    console.log(`${path.relative(process.cwd(), LANGUAGE_NAME_FONT)}: ${font.length} bytes`);
  }
}
