/** The part of fontkit (pdfkit's font engine; it ships no types) that the prescription pad measures with. */
declare module 'fontkit' {
  export interface Glyph {
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
  }
  export interface Font {
    getGlyph(id: number): Glyph;
  }
  export function openSync(path: string): Font;
}
