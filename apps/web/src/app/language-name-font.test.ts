import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAME_FONT, languageNameLabels } from '../../build/language-name-font';

const script = path.resolve(__dirname, '../../build/language-name-font.ts');

describe('the language switch font', () => {
  it('is cut from the label the translations have now', async () => {
    expect(await languageNameLabels()).toBe('বাংলা');
    // Exits 1 when the committed file is not the cut of the current label (a changed label needs `npm run fonts`).
    await expect(promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--check'])).resolves.toBeDefined();
  });

  it('is small enough for the build to inline it in the stylesheet (no request of its own)', async () => {
    // Vite inlines assets under build.assetsInlineLimit, 4096 bytes by default.
    expect((await readFile(LANGUAGE_NAME_FONT)).length).toBeLessThan(4096);
  });
});
