import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { createTestUser } from '../test/users';
import { JOB_KIND_NAMES } from '@nirog/contracts';
import { JOB_KINDS, PRIVATE_FOLDER_OWNERS, privateFileSweep } from './background-jobs';
import { sweepPrivateFiles } from './lib/private-file-sweep';
import { pathsNamedIn } from './lib/private-files';
import { storagePaths } from './lib/storage-paths';
import { authTables } from './modules/auth';
import { enqueueJob, type JobKind } from './modules/jobs';
import { prescriptionsTables } from './modules/prescriptions';

describe('daily sweep of orphaned private files', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nirog-sweep-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({ env: { DATA_DIR: dataDir } });
  const db = database.db;
  const root = storagePaths(dataDir).private;
  const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);

  async function file(relative: string, old = true) {
    const target = path.join(root, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, 'x');
    if (old) await utimes(target, twoDaysAgo, twoDaysAgo);
  }
  const list = async (folder: string) => (await readdir(path.join(root, folder))).sort();
  /** A patient's prescription whose picture is `prescriptions/<name>.webp` (and `<name>-thumb.webp`). */
  async function prescriptionWithPicture(name: string) {
    const patient = await createTestUser(db);
    const [prescription] = await db
      .insert(prescriptionsTables.prescriptions)
      .values({ userId: patient.id, dayFor: 7 })
      .returning();
    await db.insert(prescriptionsTables.prescriptionImages).values({
      prescriptionId: prescription.id,
      position: 0,
      image: `prescriptions/${name}.webp`,
      thumbnail: `prescriptions/${name}-thumb.webp`,
    });
    return patient;
  }

  it('runs exactly the job kinds the contracts list (the back office has a label for each)', () => {
    expect(JOB_KINDS.map((kind) => kind.name).sort()).toEqual([...JOB_KIND_NAMES].sort());
  });

  it('removes old files no row names, keeps named ones, young ones and folders without an owner', async () => {
    await prescriptionWithPicture('kept');
    await db.execute(
      sql`INSERT INTO catalog_imports (file_name, file_path, status) VALUES ('a.csv', 'imports/kept.csv', 'done')`,
    );
    for (const name of ['kept.webp', 'kept-thumb.webp', 'orphan.webp', 'orphan-thumb.webp']) {
      await file(`prescriptions/${name}`);
    }
    await file('prescriptions/uploading.webp', false);
    await file('imports/kept.csv');
    await file('imports/orphan.csv');
    await file('elsewhere/unknown.bin');

    await enqueueJob(db, privateFileSweep as JobKind<never>, {});
    expect(await app.jobs.drain()).toBe(1);
    expect(await list('prescriptions')).toEqual(['kept-thumb.webp', 'kept.webp', 'uploading.webp']);
    expect(await list('imports')).toEqual(['kept.csv']);
    expect(await list('elsewhere')).toEqual(['unknown.bin']);
  });

  it("names, of the paths asked about, only those a row's path columns hold (any of them)", async () => {
    await prescriptionWithPicture('named');
    const { prescriptionImages } = prescriptionsTables;
    const asked = ['prescriptions/named.webp', 'prescriptions/named-thumb.webp', 'prescriptions/nobody.webp'];
    expect(
      await pathsNamedIn(db, prescriptionImages, [prescriptionImages.image, prescriptionImages.thumbnail], asked),
    ).toEqual(new Set(asked.slice(0, 2)));
    // A row whose other column holds an unasked path adds nothing; no paths, no query.
    expect(await pathsNamedIn(db, prescriptionImages, [prescriptionImages.thumbnail], asked.slice(0, 1))).toEqual(
      new Set(),
    );
    expect(await pathsNamedIn(db, prescriptionImages, [prescriptionImages.image], [])).toEqual(new Set());
  });

  it('removes the pictures of a deleted account once they are a day old', async () => {
    const patient = await prescriptionWithPicture('gone');
    await file('prescriptions/gone.webp');
    await file('prescriptions/gone-thumb.webp');
    expect((await sweepPrivateFiles(db, root, PRIVATE_FOLDER_OWNERS)).removed).toBe(0);
    await db.delete(authTables.users).where(eq(authTables.users.id, patient.id));
    expect(await sweepPrivateFiles(db, root, PRIVATE_FOLDER_OWNERS)).toEqual({ checked: 5, removed: 2 });
    expect(await list('prescriptions')).toEqual(['kept-thumb.webp', 'kept.webp', 'uploading.webp']);
    expect(privateFileSweep.cron).toEqual({ schedule: '30 3 * * *', timezone: 'Asia/Dhaka' });
  });
});
