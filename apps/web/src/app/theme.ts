import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { latinDigitsOnChange } from '../lib/digits';

/**
 * Mantine's palettes with shades 6 to 9 darkened (same OKLCH hue and chroma, lower lightness) until every text
 * use meets WCAG AA (4.5:1): white on a filled button or badge (shade 6, hover 7), shade 6 as text, link and
 * outline on white, gray-0 and the palette's own shade 0, and the light variant's text (shade 9) on its
 * background (shade 1). Shades 0 to 5 are Mantine's. `theme.test.ts` checks every pair, so a colour changed
 * later cannot fall below AA. The brand is teal: shade 6 is #007a57 (Mantine's #12b886 gave white text 2.5:1).
 */
const colors: Record<string, MantineColorsTuple> = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#676f77', '#495057', '#343a40', '#212529'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#cb1d2b', '#c1001a', '#b20014', '#a30011'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#c22263', '#ba0956', '#ad004c', '#9c0f45'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#9f27bb', '#941eaf', '#881da0', '#7a2090'],
  violet: [
    '#f3f0ff',
    '#e5dbff',
    '#d0bfff',
    '#b197fc',
    '#9775fa',
    '#845ef7',
    '#6d40e2',
    '#6437d7',
    '#5b2fc9',
    '#532db4',
  ],
  indigo: [
    '#edf2ff',
    '#dbe4ff',
    '#bac8ff',
    '#91a7ff',
    '#748ffc',
    '#5c7cfa',
    '#3a57dd',
    '#324dd4',
    '#2b46c4',
    '#293db5',
  ],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#0068b5', '#005faa', '#00569c', '#004e8e'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#007685', '#006c7c', '#006372', '#005969'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#007a57', '#007150', '#006748', '#005d41'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#007d28', '#007323', '#006920', '#00601e'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#4c7b00', '#457200', '#3d6900', '#395f00'],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#936500',
    '#8d5a00',
    '#894d00',
    '#834100',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#a85000',
    '#a34100',
    '#9a3700',
    '#912a00',
  ],
};

// Noto Sans Bengali first: its files hold only Bengali glyphs, so Latin text still falls through to the system
// font, while Bengali never depends on per-character fallback (Chromium without a Bengali system font then draws
// bold Bengali as empty boxes). The taka sign first, from its own small face (fonts.css): an English page's prices
// then need no Bengali font file.
const FONT_STACK = '"Nirog Taka", "Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 6,
  colors,
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  defaultRadius: 'md',
  components: {
    // Every number field (fees, days, serial numbers, quantities) takes Bengali digits too. A plain object, not
    // NumberInput.extend: importing NumberInput here would put it and its number formatter in the first load.
    NumberInput: { defaultProps: { onChangeCapture: latinDigitsOnChange } },
  },
});
