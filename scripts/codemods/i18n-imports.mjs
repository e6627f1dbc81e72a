// Issue 11: the web app's translations come from its own module (apps/web/src/i18n) instead of i18next and
// react-i18next. Rewrites every `useTranslation` and `TFunction` import to that module, with the path relative to
// the importing file. Run once from the repository root: `node scripts/codemods/i18n-imports.mjs`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve('apps/web');
const target = path.join(web, 'src/i18n');
const IMPORT = /^import (type )?\{ ([^}]+) \} from '(?:react-)?i18next';$/gm;
const KNOWN = new Set(['useTranslation', 'TFunction', 'type TFunction']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(entry.name) && !full.startsWith(target + path.sep)) yield full;
  }
}

let changed = 0;
for (const file of [...files(path.join(web, 'src')), ...files(path.join(web, 'test'))]) {
  const source = readFileSync(file, 'utf8');
  let relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  const rewritten = source.replace(IMPORT, (line, typeOnly, names) => {
    for (const name of names.split(',').map((n) => n.trim())) {
      if (!KNOWN.has(name)) throw new Error(`${file}: cannot rewrite ${line}`);
    }
    return `import ${typeOnly ?? ''}{ ${names} } from '${relative}';`;
  });
  if (rewritten !== source) {
    writeFileSync(file, rewritten);
    changed += 1;
  }
}
console.log(`${changed} files now import from apps/web/src/i18n`);
