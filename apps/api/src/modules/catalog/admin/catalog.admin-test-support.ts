import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { ROLE, type RoleId } from '@nirog/contracts';
import { referralCode } from '../../../lib/ids';
import { storagePaths } from '../../../lib/storage-paths';
import { bearer, createTestApp } from '../../../../test/helpers';
import { multipart, type MultipartFile } from '../../../../test/multipart';
import { adminTables } from '../../admin';
import { authTables, issueToken } from '../../auth';
import { seedCatalogFixture } from '../catalog.test-support';

export const BN = { 'accept-language': 'bn' };

/** A real picture of the given size. */
export const pngImage = (width = 50, height = 40, background = '#f00') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * The app on a fresh database with the catalog fixture, its own storage directory, and an Admin,
 * a Pharmacist and a patient signed in; request helpers default to the Admin.
 */
export async function createCatalogAdminContext() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nirog-catalog-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({ env: { DATA_DIR: dataDir } });
  const db = database.db;
  const fixture = await seedCatalogFixture(db);
  const publicRoot = storagePaths(dataDir).public;

  let seq = 0;
  async function signIn(roles: RoleId[]) {
    seq += 1;
    const [user] = await db
      .insert(authTables.users)
      .values({
        name: `Staff ${seq}`,
        email: `catalog-staff${seq}@example.test`,
        referralCode: referralCode(),
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (roles.length)
      await db.insert(authTables.userRoles).values(roles.map((roleId) => ({ userId: user.id, roleId })));
    return { user, token: await issueToken(db, user.id) };
  }
  const admin = await signIn([ROLE.Admin]);
  const pharmacist = await signIn([ROLE.Pharmacist]);
  const patient = await signIn([]);

  type Headers = Record<string, string>;
  const auth = (token: string | null, headers: Headers = {}) => (token ? { ...bearer(token), ...headers } : headers);
  const api = {
    get: (url: string, token: string | null = admin.token, headers: Headers = {}) =>
      app.inject({ method: 'GET', url, headers: auth(token, headers) }),
    post: (url: string, payload: unknown = {}, token: string | null = admin.token, headers: Headers = {}) =>
      app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token, headers) }),
    put: (url: string, payload: unknown = {}, token: string | null = admin.token, headers: Headers = {}) =>
      app.inject({ method: 'PUT', url, payload: payload as object, headers: auth(token, headers) }),
    del: (url: string, token: string | null = admin.token, headers: Headers = {}) =>
      app.inject({ method: 'DELETE', url, headers: auth(token, headers) }),
    /** A multipart POST: form fields plus files (by default one PNG in `image`). */
    upload: async (
      url: string,
      fields: Record<string, string | number | boolean> = {},
      files?: MultipartFile[],
      token: string | null = admin.token,
      headers: Headers = {},
    ) => {
      const body = multipart(fields, files ?? [{ field: 'image', data: await pngImage() }], auth(token, headers));
      return app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    },
  };

  /** Audit entries of one subject, oldest first. */
  const auditOf = (subjectType: string, subjectId: number) =>
    db
      .select()
      .from(adminTables.auditLog)
      .where(and(eq(adminTables.auditLog.subjectType, subjectType), eq(adminTables.auditLog.subjectId, subjectId)))
      .orderBy(adminTables.auditLog.id);

  /** Whether a public-storage path exists on disk. */
  const stored = (relative: string | null | undefined) =>
    Boolean(relative) && existsSync(path.join(publicRoot, relative!));

  return { app, db, fixture, admin, pharmacist, patient, api, auditOf, stored, publicRoot, signIn };
}
