import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@nirog/contracts';

/** A FontFace that loads at once (jsdom has none), or fails when `failing`. */
class FakeFontFace {
  static failing = false;
  static created: FakeFontFace[] = [];
  constructor(
    public family: string,
    public source: string,
    public descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.created.push(this);
  }
  load() {
    return FakeFontFace.failing ? Promise.reject(new Error('network')) : Promise.resolve(this);
  }
}

const fontSet = () => ({ add: vi.fn() });

describe('the Bengali semibold face', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeFontFace.failing = false;
    FakeFontFace.created = [];
    vi.stubGlobal('FontFace', FakeFontFace);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is added to the page once downloaded, once, as weight 600 of the Bengali family for Bengali text', async () => {
    const { loadBengaliSemibold, BENGALI_RANGE } = await import('./bengali-font');
    const fonts = fontSet();
    await Promise.all([loadBengaliSemibold(fonts as never), loadBengaliSemibold(fonts as never)]);
    expect(FakeFontFace.created).toHaveLength(1);
    const [face] = FakeFontFace.created;
    expect(face.family).toBe('Noto Sans Bengali');
    expect(face.source).toMatch(/noto-sans-bengali-bengali-600-normal.*\.woff2/);
    expect(face.descriptors).toMatchObject({ weight: '600', display: 'swap', unicodeRange: BENGALI_RANGE });
    expect(fonts.add).toHaveBeenCalledTimes(1);
    expect(fonts.add).toHaveBeenCalledWith(face);
  });

  it('is not added when its download failed, and is tried again on the next call', async () => {
    const { loadBengaliSemibold } = await import('./bengali-font');
    const fonts = fontSet();
    FakeFontFace.failing = true;
    await expect(loadBengaliSemibold(fonts as never)).resolves.toBeUndefined();
    expect(fonts.add).not.toHaveBeenCalled();
    FakeFontFace.failing = false;
    await loadBengaliSemibold(fonts as never);
    expect(FakeFontFace.created).toHaveLength(2);
    expect(fonts.add).toHaveBeenCalledTimes(1);
  });

  it('is loaded for a Bengali reader, and for an English one only once they switch to Bengali', async () => {
    const { followBengaliSemibold } = await import('./bengali-font');
    let state: { language: Language } = { language: 'en' };
    let listener: ((s: { language: Language }) => void) | undefined;
    const store = { getState: () => state, subscribe: (l: typeof listener) => ((listener = l), () => undefined) };
    const fonts = fontSet();
    followBengaliSemibold(store, fonts as never);
    expect(FakeFontFace.created).toHaveLength(0);
    state = { language: 'bn' };
    listener?.(state);
    expect(FakeFontFace.created).toHaveLength(1);
    await vi.waitFor(() => expect(fonts.add).toHaveBeenCalledTimes(1));
  });
});
