import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FONT_CUTS, FONTS_DIR, languageNameLabels } from '../../build/font-cuts';

const script = path.resolve(__dirname, '../../build/font-cuts.ts');

describe('the Bengali font cuts of English pages', () => {
  it('are cut from the texts as they are now (the switch label from the translations)', async () => {
    expect(await languageNameLabels()).toBe('বাংলা');
    // Exits 1 when a committed file is not the cut of its text (a changed label needs `npm run fonts`).
    await expect(promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--check'])).resolves.toBeDefined();
  });

  it('are small enough for the build to inline them in the stylesheet (no request of their own)', async () => {
    for (const cut of FONT_CUTS) {
      // Vite inlines assets under build.assetsInlineLimit, 4096 bytes by default.
      expect((await readFile(path.join(FONTS_DIR, cut.file))).length, cut.file).toBeLessThan(4096);
    }
  });
});
