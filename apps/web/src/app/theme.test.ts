import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const AA = 4.5;
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = typeof full.primaryShade === 'number' ? full.primaryShade : full.primaryShade.light;
// The light colour scheme only: the app never switches to dark.
const palettes = Object.entries(full.colors).filter(([name]) => name !== 'dark');

/** Every text/background pair Mantine draws from a palette in the light scheme (get-css-color-variables). */
function pairs(p: readonly string[]): [string, string, string][] {
  const white = full.white;
  const gray0 = full.colors.gray[0];
  const list: [string, string, string][] = [
    ['white on filled', white, p[shade]],
    ['white on filled hover', white, p[Math.min(shade + 1, 9)]],
    ['light variant text on light background', p[9], p[1]],
  ];
  for (let i = shade; i <= 9; i++) {
    for (const [bgName, bg] of [
      ['white', white],
      ['gray-0', gray0],
      ['shade 0', p[0]],
      ['shade 1', p[1]],
    ] as const) {
      list.push([`shade ${i} text on ${bgName}`, p[i], bg]);
    }
  }
  return list;
}

describe('theme colours (WCAG AA)', () => {
  it('uses a primary shade that carries white text', () => {
    expect(full.primaryColor).toBe('teal');
    expect(wcagContrast(full.white, full.colors.teal[shade])).toBeGreaterThanOrEqual(AA);
  });

  it.each(palettes)('%s: every text pair reaches 4.5:1', (_name, p) => {
    const failing = pairs(p)
      .map(([what, fg, bg]) => ({ what, fg, bg, ratio: Math.round(wcagContrast(fg, bg) * 100) / 100 }))
      .filter((r) => r.ratio < AA);
    expect(failing).toEqual([]);
  });

  it('dimmed (secondary) text reaches 4.5:1 on white and gray-0', () => {
    // --mantine-color-dimmed is gray-6 in the light scheme.
    for (const bg of [full.white, full.colors.gray[0], full.colors.gray[1]]) {
      expect(wcagContrast(full.colors.gray[6], bg)).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('form field boundaries (WCAG AA 1.4.11, non-text contrast)', () => {
  const fieldsCss = readFileSync(path.resolve(__dirname, 'fields.css'), 'utf8');
  const layoutCss = readFileSync(path.resolve(__dirname, '../components/layout/layout.module.css'), 'utf8');
  const shopCss = readFileSync(path.resolve(__dirname, '../features/shop/components/shop.module.css'), 'utf8');
  const border = /--nirog-field-border:\s*(#[0-9a-f]{6});/i.exec(fieldsCss)?.[1];

  it('reach 3:1 against the white, gray-0 and gray-1 backgrounds fields sit on', () => {
    expect(border).toBeDefined();
    for (const bg of [full.white, full.colors.gray[0], full.colors.gray[1]]) {
      expect(wcagContrast(border!, bg), `${border} on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('hold placeholders of 4.5:1 (text) on white, gray-0 and gray-1', () => {
    // A palette shade of the theme (`var(--mantine-color-gray-6)`), not Mantine's gray-5 (#adb5bd, 2.1:1).
    const shadeOf = /--mantine-color-placeholder:\s*var\(--mantine-color-(\w+)-(\d)\);/.exec(fieldsCss);
    expect(shadeOf).not.toBeNull();
    const placeholder = full.colors[shadeOf![1]][Number(shadeOf![2])];
    for (const bg of [full.white, full.colors.gray[0], full.colors.gray[1]]) {
      expect(wcagContrast(placeholder, bg), `${placeholder} on ${bg}`).toBeGreaterThanOrEqual(AA);
    }
  });

  it('are drawn in that colour by every kind of field: Mantine’s and the shop’s own', () => {
    for (const part of [
      'Input-wrapper',
      'Checkbox-input',
      'Radio-radio',
      'CheckboxIndicator-indicator',
      'RadioIndicator-indicator',
      'Switch-track',
      'Chip-label',
      'Dropzone-root',
      'SegmentedControl-indicator',
    ]) {
      expect(fieldsCss, part).toContain(`.mantine-${part}`);
    }
    // The header's language switch: its chosen language's pill.
    const chosenLanguage = /\.langSwitch button\[aria-pressed='true'\] \{[^}]*\}/.exec(layoutCss)?.[0] ?? '';
    expect(chosenLanguage).toContain('var(--nirog-field-border)');
    const shopField = /\n\.field \{[^}]*\}/.exec(shopCss)?.[0] ?? '';
    expect(shopField).toMatch(/border: [^;]* solid var\(--nirog-field-border\);/);
  });
});
