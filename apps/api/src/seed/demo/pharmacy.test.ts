import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MEDICINE_REQUEST_STATUSES,
  type MyMedicineRequestsResponse,
  type MyPrescriptionsResponse,
} from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { storagePaths } from '../../lib/storage-paths';
import { authTables, issueToken } from '../../modules/auth';
import { insertProducts } from '../../modules/catalog';
import { runOnce } from '../run-once';
import { seedDemoAccounts } from './accounts';
import { seedDemoPharmacy } from './pharmacy';

describe('demo pharmacy', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nirog-demo-pharmacy-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({ env: { DATA_DIR: dataDir } });
  const db = database.db;
  const storage = storagePaths(dataDir);

  it('gives the demo patient two prescriptions with drawn pictures and requests in every status, once', async () => {
    await seedDemoAccounts(db);
    await insertProducts(
      db,
      Array.from({ length: 12 }, (_, i) => ({
        slug: `demo-pharmacy-product-${i}`,
        title: `Product ${i}`,
        price: 10 + i,
      })),
    );
    const step = (tx: Parameters<typeof seedDemoPharmacy>[0]) => seedDemoPharmacy(tx, { storageDir: storage.public });
    expect(await runOnce(db, 'demo:pharmacy', step)).toBe(true);
    expect(await runOnce(db, 'demo:pharmacy', step)).toBe(false);

    const [patient] = await db.select().from(authTables.users).where(eq(authTables.users.email, 'patient@nirog.test'));
    const headers = bearer(await issueToken(db, patient.id));
    const prescriptions = (
      await app.inject({ url: '/api/auth/get/my-prescription', headers })
    ).json() as MyPrescriptionsResponse;
    expect(prescriptions.total).toBe(2);
    expect(prescriptions.data.map((p) => [p.status, p.beimages.length])).toEqual([
      ['Pending', 2],
      ['Reviewed', 1],
    ]);
    expect(prescriptions.data[1].note).toMatch(/Seclo 20/);
    const picture = await app.inject({ url: prescriptions.data[1].beimages[0].image });
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1000, 1400]);
    expect(readdirSync(path.join(storage.private, 'prescriptions'))).toHaveLength(6);
    expect(readdirSync(storage.public, { recursive: true })).toEqual([]);

    const requests = (
      await app.inject({ url: '/api/auth/medicine-request/index', headers })
    ).json() as MyMedicineRequestsResponse;
    expect(new Set(requests.data.map((r) => r.status))).toEqual(new Set(MEDICINE_REQUEST_STATUSES));
    const ready = requests.data.find((r) => r.status === 'Ready')!;
    expect(ready.product).toMatchObject({ slug: 'demo-pharmacy-product-10', title: 'Product 10' });
    expect(ready.name).toBe('Product 10');
    expect(requests.data.find((r) => r.status === 'Declined')!.note).toEqual(expect.any(String));
  });
});
