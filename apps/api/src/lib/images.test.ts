import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { reencodeImage } from './images';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();

/** A JPEG as a phone writes it: camera EXIF, GPS position and an orientation flag. */
const phoneJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#0f0' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Acme Phone', Copyright: 'private-owner-name' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 46/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 23/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

async function fieldErrorOf(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ValidationError);
  return (err as ValidationError).fields;
}

describe('reencodeImage', () => {
  it('re-encodes to WebP, shrunk to fit, with a thumbnail', async () => {
    const out = await reencodeImage(await png(500, 250), { maxSide: 200, thumbSide: 50 });
    const main = await sharp(out.image).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 200, height: 100 });
    expect({ width: out.width, height: out.height }).toEqual({ width: 200, height: 100 });
    expect(await sharp(out.thumbnail!).metadata()).toMatchObject({ format: 'webp', width: 50, height: 25 });
  });

  it('never enlarges and gives no thumbnail when none is asked for', async () => {
    const out = await reencodeImage(await png(50, 40), { maxSide: 1200 });
    expect(out.thumbnail).toBeNull();
    expect(await sharp(out.image).metadata()).toMatchObject({ width: 50, height: 40 });
  });

  it('drops EXIF and GPS and turns the picture upright', async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('private-owner-name');
    expect(before.orientation).toBe(6);

    const out = await reencodeImage(input, { maxSide: 1200, thumbSide: 300 });
    for (const buffer of [out.image, out.thumbnail!]) {
      const after = await sharp(buffer).metadata();
      expect(after.format).toBe('webp');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(buffer.toString('latin1')).not.toContain('private-owner-name');
      expect(buffer.toString('latin1')).not.toContain('Exif');
    }
    // Orientation 6 is a quarter turn: the stored picture is portrait.
    expect({ width: out.width, height: out.height }).toEqual({ width: 20, height: 40 });
  });

  it('refuses a text file named .png, a GIF and a truncated PNG as 422 on the field', async () => {
    const text = Buffer.from('just some text pretending to be a picture\n');
    expect(await fieldErrorOf(reencodeImage(text, { maxSide: 100 }))).toEqual({
      image: [{ key: 'validation.image', params: undefined }],
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } })
      .gif()
      .toBuffer();
    expect(await fieldErrorOf(reencodeImage(gif, { maxSide: 100 }))).toHaveProperty('image');
    const truncated = (await png(300, 300)).subarray(0, 60);
    expect(await fieldErrorOf(reencodeImage(truncated, { maxSide: 100 }))).toHaveProperty('image');
    expect(await fieldErrorOf(reencodeImage(text, { maxSide: 100 }, 'logo'))).toHaveProperty('logo');
  });
});
