import semiboldUrl from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url';
import type { Language } from '@nirog/contracts';

/** The characters the Bengali faces draw (the unicode-range of fonts.css's regular face). */
export const BENGALI_RANGE = 'U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC';

let semibold: Promise<void> | null = null;

/**
 * Noto Sans Bengali 600, added to the page's fonts once it has downloaded (issue 11). Not in fonts.css: there the
 * browser fetched it with the regular face for a Bengali page's first paint, and a slow phone waited for both
 * files (94 kB) before its largest text or picture. Added only when loaded, so Bengali text of weight 600 goes
 * from the emboldened regular face straight to the semibold (a face still loading would draw it meanwhile in the
 * next font of the list, which may have no Bengali at all). Resolves when added; never rejects (a failed download
 * leaves the emboldened regular face, and is tried again on the next call).
 */
export function loadBengaliSemibold(fonts: FontFaceSet | undefined = globalThis.document?.fonts): Promise<void> {
  if (!fonts || typeof FontFace === 'undefined') return Promise.resolve();
  semibold ??= new FontFace('Noto Sans Bengali', `url(${semiboldUrl}) format('woff2')`, {
    weight: '600',
    style: 'normal',
    display: 'swap',
    unicodeRange: BENGALI_RANGE,
  })
    .load()
    .then(
      (face) => void fonts.add(face),
      () => void (semibold = null),
    );
  return semibold;
}

/** Loads the semibold face for a Bengali reader: now if the language is Bengali, else when it becomes so. */
export function followBengaliSemibold(
  store: {
    getState: () => { language: Language };
    subscribe: (listener: (state: { language: Language }) => void) => () => void;
  },
  fonts: FontFaceSet | undefined = globalThis.document?.fonts,
): void {
  if (store.getState().language === 'bn') void loadBengaliSemibold(fonts);
  store.subscribe((state) => {
    if (state.language === 'bn') void loadBengaliSemibold(fonts);
  });
}
