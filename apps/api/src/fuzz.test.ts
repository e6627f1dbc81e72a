import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@nirog/contracts';
import { casesFor, seededRandom, type FuzzRequest, type Operation } from '../test/fuzz';
import { bearer, createTestApp } from '../test/helpers';
import { authTables, findUserByEmail, issueToken } from './modules/auth';
import { seedDemo } from './seed';

/**
 * Every route of the OpenAPI document, every method, gets malformed input (wrong types, missing
 * fields, huge and control-character text, numbers out of range and ids past int4, broken JSON,
 * broken and oversized multipart, hostile path parameters and headers) as a guest, a patient and an
 * Admin; no answer may be a 5xx. Cases come from a seeded generator (FUZZ_SEED, FUZZ_CASES to explore
 * further), so a failure reproduces; routes added later are covered through the document.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260710);
const MAX_CASES = Number(process.env.FUZZ_CASES ?? 60);
const PER_FIELD = Number(process.env.FUZZ_PER_FIELD ?? 4);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

type Identity = 'guest' | 'patient' | 'admin';

describe('fuzz: malformed input to every route', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  // The demo marketplace (without its pictures): small ids name real products, orders, prescriptions and
  // requests, so hostile input reaches the services behind the lookups too.
  await seedDemo(db);
  const patient = (await findUserByEmail(db, 'patient@nirog.test'))!;
  const admin = (await findUserByEmail(db, 'admin@nirog.test'))!;
  // Provider dashboards answer 403 to anyone who never applied as that kind: their own (approved)
  // demo provider stands in for the Admin there.
  const providers = {
    doctor: (await findUserByEmail(db, 'doctor@nirog.test'))!,
    nurse: (await findUserByEmail(db, 'nurse@nirog.test'))!,
    ambulance: (await findUserByEmail(db, 'ambulance@nirog.test'))!,
  };
  const staffFor = (path: string) => {
    const kind = /^\/api\/(doctor|nurse|ambulance)\//.exec(path)?.[1] as keyof typeof providers | undefined;
    return kind ? providers[kind] : admin;
  };
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

  const document = app.swagger() as unknown as { paths: Record<string, Record<string, Omit<Operation, 'method'>>> };
  const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ ...item[m], method: m.toUpperCase(), path })),
  );

  it('finds every registered route in the OpenAPI document', () => {
    const documented = new Set(operations.map((op) => `${op.method} ${op.path.replace(/\{([^}]+)\}/g, ':$1')}`));
    const missing = app.registeredRoutes
      .filter((r) => !r.hidden && !documented.has(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes missing from the OpenAPI document').toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers every malformed request with a 4xx, never a 5xx', { timeout: 110_000 }, async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    // Operations whose every answer was 401 or 403: the identities did not get through, so the cases
    // tested nothing behind the auth check.
    const unreached: string[] = [];
    let sent = 0;
    let address = 0;
    // Tokens are issued per request: a case may log out, change the password or revoke tokens.
    const headersOf = async (who: Identity, path: string) =>
      who === 'guest' ? {} : bearer(await issueToken(db, who === 'admin' ? staffFor(path).id : patient.id));
    const send = async (op: Operation, request: FuzzRequest, who: Identity) => {
      address += 1;
      const res = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        payload: request.payload,
        headers: { ...(await headersOf(who, op.path)), ...request.headers },
        // A fresh address each time, so per-address rate limits do not hide what lies behind them.
        remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      });
      sent += 1;
      if (res.statusCode !== 401 && res.statusCode !== 403) reached = true;
      if (res.statusCode >= 500) {
        failures.push(`${res.statusCode} ${op.method} ${op.path} as ${who}: ${request.label} -> ${request.url}`);
      }
    };

    let reached: boolean;
    for (const op of operations) {
      reached = false;
      const cases = casesFor(op, { random, files: { png }, perField: PER_FIELD, maxCases: MAX_CASES });
      // Secured routes are fuzzed mostly as an Admin (who passes every role check) and sometimes as a
      // patient or a guest; public routes mostly as a guest and sometimes signed in.
      const rotation: Identity[] = op.security?.length
        ? ['admin', 'admin', 'patient', 'admin', 'admin', 'guest']
        : ['guest', 'guest', 'patient', 'guest', 'admin'];
      for (const [i, request] of cases.entries()) await send(op, request, rotation[i % rotation.length]);
      if (!reached) unreached.push(`${op.method} ${op.path}`);
      // A case may have blocked a test user or taken the Admin role away: put them back.
      await db
        .update(authTables.users)
        .set({ blockedAt: null })
        .where(inArray(authTables.users.id, [patient.id, admin.id, ...Object.values(providers).map((p) => p.id)]));
      await db.insert(authTables.userRoles).values({ userId: admin.id, roleId: ROLE.Admin }).onConflictDoNothing();
      await db.delete(authTables.userRoles).where(eq(authTables.userRoles.userId, patient.id));
    }
    console.info(`fuzz: ${sent} requests to ${operations.length} operations (seed ${SEED})`);
    expect(failures.slice(0, 80), `${failures.length} answers were 5xx`).toEqual([]);
    expect(unreached, 'operations that answered every case with 401 or 403').toEqual([]);
  });
});
