import { createRequire } from 'node:module';
import { openSync } from 'fontkit';

/**
 * Mixed Bengali and Latin text for pdfkit. Its shaping engine (fontkit) shapes Bengali well (conjuncts,
 * reph, vowel signs placed before the consonant) but picks no fallback font, so every line is cut into
 * script runs and each run is written in the font that has its glyphs: the Bengali and the Latin
 * halves of Noto Sans Bengali, shipped with the npm package (no download at run time).
 */
const require = createRequire(import.meta.url);
const fontFile = (subset: 'bengali' | 'latin', weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-${weight}-normal.woff`);

export const PAD_FONTS = {
  bn: fontFile('bengali', 400),
  'bn-bold': fontFile('bengali', 700),
  latin: fontFile('latin', 400),
  'latin-bold': fontFile('latin', 700),
} as const;

type Script = 'bn' | 'latin';
export interface ScriptRun {
  text: string;
  script: Script;
}

// The Bengali block, the dandas, and the joiners that steer conjunct forms.
const BENGALI = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/;
const NEUTRAL = /[\s]/;

/** Cuts text into runs of one script; spaces stay with the run they follow. */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script: Script = BENGALI.test(char) ? 'bn' : 'latin';
    if (last && (last.script === script || NEUTRAL.test(char))) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

/**
 * Right ink edges of a font's glyphs, read from a font instance of their own: fontkit reads tables
 * lazily from one stream, and reading outlines from the instance that is shaping was seen to garble
 * the shaping that followed (vowel signs split off).
 */
const edgeCache = new Map<string, (glyphId: number) => number>();
function inkEdges(file: string): (glyphId: number) => number {
  let edges = edgeCache.get(file);
  if (!edges) {
    const font = openSync(file);
    const known = new Map<number, number>();
    edges = (id) => {
      let edge = known.get(id);
      if (edge === undefined) known.set(id, (edge = font.getGlyph(id).bbox.maxX));
      return edge;
    };
    edgeCache.set(file, edges);
  }
  return edges;
}

interface ShapedRun {
  glyphs: { id: number; codePoints: number[] }[];
  positions: { xAdvance: number; xOffset: number }[];
}
type LayoutFont = { layout: (...args: unknown[]) => ShapedRun };
// Font units of overhang below which a glyph's ink past its advance is ordinary side bearing.
const OVERHANG_UNITS = 50;

/**
 * fontkit leaves out a positioning step of Noto Sans Bengali for some ক conjuncts (ক্ত in রক্ত, শক্ত):
 * the headline piece stays at the cluster's end and its ink runs ~200 units into the following space,
 * so "রক্ত পরীক্ষা" reads as one word. A space that follows overhanging ink is widened by the overhang;
 * glyphs and their order are left as shaped. `inkRightOf` gives a glyph's right ink edge (font units).
 */
export function widenSpacesAfterOverhang(run: ShapedRun, inkRightOf: (glyphId: number) => number): ShapedRun {
  let pen = 0;
  let inkRight = Number.NEGATIVE_INFINITY;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    if (glyph.codePoints.length === 1 && glyph.codePoints[0] === 0x20) {
      const overhang = inkRight - pen;
      if (overhang > OVERHANG_UNITS) position.xAdvance += overhang;
      inkRight = Number.NEGATIVE_INFINITY;
    } else {
      inkRight = Math.max(inkRight, pen + position.xOffset + inkRightOf(glyph.id));
    }
    pen += position.xAdvance;
  });
  return run;
}

export function registerPadFonts(doc: PDFKit.PDFDocument) {
  for (const [name, file] of Object.entries(PAD_FONTS)) doc.registerFont(name, file);
  for (const name of ['bn', 'bn-bold'] as const) {
    // pdfkit shapes through its fontkit font (`_font.font`); it offers no hook of its own.
    const font = (doc.font(name) as unknown as { _font: { font: LayoutFont } })._font.font;
    const layout = font.layout.bind(font);
    const inkRightOf = inkEdges(PAD_FONTS[name]);
    font.layout = (...args) => widenSpacesAfterOverhang(layout(...args), inkRightOf);
  }
}

export interface MixedTextOptions {
  size: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
}

/**
 * Writes one paragraph of mixed-script text at (x, y), or where the cursor is when x is undefined,
 * wrapping within `width`. The cursor ends below it.
 */
export function writeMixed(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: MixedTextOptions,
) {
  const runs = scriptRuns(text || ' ');
  const fontOf = (run: ScriptRun) => (options.bold ? `${run.script}-bold` : run.script);
  doc.fillColor(options.color ?? '#1f2933').fontSize(options.size);
  // pdfkit aligns each continued piece on its own; a one-line mixed text is placed by its whole width.
  if (options.align && options.align !== 'left' && runs.length > 1 && x !== undefined && options.width) {
    const widths = runs.map((run) => doc.font(fontOf(run)).widthOfString(run.text));
    const total = widths.reduce((a, b) => a + b, 0);
    if (total <= options.width) {
      const top = y ?? doc.y;
      let left = x + (options.align === 'right' ? options.width - total : (options.width - total) / 2);
      runs.forEach((run, i) => {
        doc.font(fontOf(run)).text(run.text, left, top, { lineBreak: false });
        left += widths[i];
      });
      doc.x = x;
      doc.y = top + doc.currentLineHeight(true) + (options.lineGap ?? 1);
      return;
    }
  }
  runs.forEach((run, i) => {
    doc.font(fontOf(run));
    const textOptions = {
      width: options.width,
      align: options.align,
      lineGap: options.lineGap ?? 1,
      continued: i < runs.length - 1,
    };
    if (i === 0 && x !== undefined) doc.text(run.text, x, y, textOptions);
    else doc.text(run.text, textOptions);
  });
}
