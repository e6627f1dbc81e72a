import sharp from 'sharp';
import { expect } from 'vitest';
import { PAYMENT_METHOD, ROLE } from '@nirog/contracts';
import { bearer, createTestAppWithDataDir, type TestContext } from '../../../test/helpers';
import { multipart, type MultipartFile } from '../../../test/multipart';
import { addTestAddress, createTestUser } from '../../../test/users';
import { insertProducts } from '../catalog';

/** The app on its own data directory (private files land there), removed after the file's tests. */
export const createPharmacyTestApp = createTestAppWithDataDir;

/**
 * A pharmacist, a patient with a shipping address, and two products named after `prefix`: Napa (over the counter)
 * and Cef-3 (prescription only); with the requests the prescription's tests make: the patient's upload, checkout
 * with a prescription (Cef-3, cash) and the pharmacist's order from one (Napa, cash).
 */
export async function pharmacyScene({ app, database }: Pick<TestContext, 'app' | 'database'>, prefix: string) {
  const db = database.db;
  const png = await smallPng();
  const pharmacist = await createTestUser(db, [ROLE.Pharmacist]);
  const patient = await createTestUser(db);
  await addTestAddress(app, patient.token);
  const stamp = `${process.pid}-${Math.random().toString(36).slice(2, 7)}`;
  const [napa, cef] = await insertProducts(db, [
    { slug: `${prefix}-napa-${stamp}`, title: 'Napa 500', price: 1.2 },
    { slug: `${prefix}-cef-${stamp}`, title: 'Cef-3 200', price: 35, prescriptionRequired: true },
  ]);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, lang = 'en') =>
    app.inject({ method, url, payload, headers: { ...bearer(token), 'accept-language': lang } });
  const upload = async () => {
    const res = await postPrescription(app, patient.token, [imagePart(png)], { day_for: 10 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const checkoutWith = (prescriptionId: number, qty = 1) =>
    call('POST', '/api/cart/order/store', patient.token, {
      payment_method: PAYMENT_METHOD.CashOnDelivery,
      cart_contents: [{ id: cef, qty }],
      prescription_id: prescriptionId,
    });
  const orderFrom = (id: number, lang = 'en') =>
    call(
      'POST',
      `/api/admin/prescriptions/${id}/order`,
      pharmacist.token,
      { items: [{ product_id: napa, qty: 1 }], payment_method: PAYMENT_METHOD.CashOnDelivery },
      lang,
    );
  return { pharmacist, patient, napa, cef, call, upload, checkoutWith, orderFrom };
}

/** A phone photo of a prescription: JPEG with camera and GPS EXIF blocks. */
export function photoWithGps(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#fdfcf5' } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();
}

export function smallPng(color = '#336699'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Tags of an EXIF block's first directory (0x8825 points at the GPS data). */
export function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const first = u32(4);
  return Array.from({ length: u16(first) }, (_, i) => u16(first + 2 + i * 12));
}

export const imagePart = (data: Buffer, field = 'images[]', filename = 'page.jpg'): MultipartFile => ({
  field,
  data,
  filename,
  contentType: 'image/jpeg',
});

/** `POST /api/auth/store/upload-prescription` with the given pictures and fields. */
export function postPrescription(
  app: TestContext['app'],
  token: string | undefined,
  files: MultipartFile[],
  fields: Record<string, string | number> = { day_for: 7 },
  lang = 'en',
) {
  const body = multipart(fields, files, {
    ...(token ? bearer(token) : {}),
    'accept-language': lang,
  });
  return app.inject({ method: 'POST', url: '/api/auth/store/upload-prescription', ...body });
}
