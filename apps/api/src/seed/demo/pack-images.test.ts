import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SLIDERS } from './catalog-data';
import { renderCategoryLogo, renderPackImage, renderSliderImage, renderThumbnail } from './pack-images';

const pack = {
  brand: 'Napa Extra',
  strength: '500 mg + 65 mg',
  form: 'Tablet',
  manufacturer: 'Beximco Pharmaceuticals Ltd.',
  color: '#dc2626',
};

describe('generated demo images', () => {
  it('renders a 600x600 WebP pack image', async () => {
    const image = await renderPackImage(pack);
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([600, 600]);
  });

  it('renders the same picture for the same input', async () => {
    const [a, b] = await Promise.all([renderPackImage(pack), renderPackImage(pack)]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws each dosage form and survives odd input', async () => {
    const forms = ['Tablet', 'Capsule', 'Syrup', 'Suspension', 'Drops', 'Cream', 'Ointment', 'Gel', 'Inhaler'];
    forms.push('Injection', 'Sachet', 'Eye Drops', 'Solution', 'Suppository');
    for (const form of forms) {
      const image = await renderPackImage({ ...pack, form });
      expect((await sharp(image).metadata()).width, form).toBe(600);
    }
    const odd = await renderPackImage({
      brand: 'A very long brand name <&> "quoted" that overflows',
      strength: '',
      form: '',
      manufacturer: '',
      color: 'not-a-colour',
    });
    expect((await sharp(odd).metadata()).format).toBe('webp');
  });

  it('renders a 200x200 WebP thumbnail', async () => {
    const thumb = await renderThumbnail(await renderPackImage(pack));
    const meta = await sharp(thumb).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([200, 200]);
  });

  it('renders a 1200x400 WebP slider banner', async () => {
    const s = DEMO_SLIDERS[0];
    const banner = await renderSliderImage({ color: s.color });
    const meta = await sharp(banner).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1200, 400]);
  });

  it('keeps the banner’s cross whole where a 360 px phone crops it (the middle 60% of the width)', async () => {
    const banner = await renderSliderImage({ color: DEMO_SLIDERS[0].color });
    // The white cross is the only near-white drawing: count its pixels in the whole picture and in the middle.
    const whitePixels = async (image: ReturnType<typeof sharp>) => {
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      let n = 0;
      for (let i = 0; i < data.length; i += info.channels)
        if (data[i] > 200 && data[i + 1] > 200 && data[i + 2] > 200) n++;
      return n;
    };
    const all = await whitePixels(sharp(banner));
    const phone = await whitePixels(sharp(banner).extract({ left: 240, top: 0, width: 720, height: 400 }));
    expect(all).toBeGreaterThan(10_000);
    expect(phone).toBe(all);
  });

  it('renders a 128x128 SVG category logo that sharp can read', async () => {
    const c = DEMO_CATEGORIES[0];
    const logo = await renderCategoryLogo({ name: c.name, color: c.color, icon: c.icon });
    const svg = logo.toString('utf8');
    expect(svg).toMatch(/^<svg[^>]+width="128" height="128"/);
    // A pictogram, never a letter (a Latin initial means nothing to a Bengali reader).
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<path d="M');
    const meta = await sharp(logo).metadata();
    expect(meta.format).toBe('svg');
    expect([meta.width, meta.height]).toEqual([128, 128]);
  });

  it('renders 50 pack images with thumbnails', async () => {
    const colors = new Map(DEMO_CATEGORIES.map((c) => [c.slug, c.color]));
    const products = DEMO_PRODUCTS.filter((_, i) => i % Math.floor(DEMO_PRODUCTS.length / 50) === 0).slice(0, 50);
    expect(products).toHaveLength(50);
    const images = await Promise.all(
      products.map(async (p) => {
        const image = await renderPackImage({ ...p, color: colors.get(p.category)! });
        return { image, thumb: await renderThumbnail(image) };
      }),
    );
    for (const { image, thumb } of images) {
      expect(image.length).toBeGreaterThan(1000);
      expect(thumb.length).toBeLessThan(image.length);
    }
  }, 60_000);
});
