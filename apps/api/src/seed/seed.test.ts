import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@nirog/contracts';
import { createTestApp } from '../../test/helpers';
import { verifyPassword } from '../lib/password';
import { authTables } from '../modules/auth';
import { contentTables } from '../modules/content';
import { lookupsTables } from '../modules/lookups';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo/accounts';
import { seedDemo, seedReference } from './index';
import { paymentsTables } from '../modules/payments';

describe('reference seed', async () => {
  const { database } = await createTestApp();

  it('keeps ids and counts when the reference seed runs again, and repairs edited geography', async () => {
    const db = database.db;
    const snapshot = async () => ({
      countries: await db.select().from(lookupsTables.countries).orderBy(lookupsTables.countries.id),
      districts: await db.select().from(lookupsTables.districts).orderBy(lookupsTables.districts.id),
      subDistricts: await db.select().from(lookupsTables.subDistricts).orderBy(lookupsTables.subDistricts.id),
      states: await db.select().from(lookupsTables.states).orderBy(lookupsTables.states.id),
      specialists: await db.select().from(lookupsTables.specialists).orderBy(lookupsTables.specialists.id),
      hospitals: await db.select().from(lookupsTables.hospitals).orderBy(lookupsTables.hospitals.id),
    });
    const before = await snapshot();
    await db.update(lookupsTables.districts).set({ name: 'Dacca' }).where(eq(lookupsTables.districts.id, 13));

    await seedReference(db);
    await seedReference(db);

    expect(await snapshot()).toEqual(before);
    expect(before.subDistricts).toHaveLength(544);
  });

  it('leaves specialities and hospitals that staff have edited alone', async () => {
    const { specialists, hospitals } = lookupsTables;
    await database.db.update(specialists).set({ bnTitle: 'হৃদরোগ বিভাগ' }).where(eq(specialists.id, 2));
    await database.db.update(hospitals).set({ city: 'Dhaka Cantonment' }).where(eq(hospitals.id, 1));
    await seedReference(database.db);
    const [cardiology] = await database.db.select().from(specialists).where(eq(specialists.id, 2));
    const [dmch] = await database.db.select().from(hospitals).where(eq(hospitals.id, 1));
    expect(cardiology).toMatchObject({ title: 'Cardiology', bnTitle: 'হৃদরোগ বিভাগ' });
    expect(dmch).toMatchObject({ name: 'Dhaka Medical College Hospital', city: 'Dhaka Cantonment' });
  });

  it('moves id sequences past the seeded ids so later rows do not collide', async () => {
    const [row] = await database.db
      .insert(lookupsTables.specialists)
      .values({ title: 'Sports Medicine', bnTitle: 'স্পোর্টস মেডিসিন' })
      .returning({ id: lookupsTables.specialists.id });
    const [{ max }] = await database.db
      .select({ max: sql<number>`max(${lookupsTables.hospitals.id})`.mapWith(Number) })
      .from(lookupsTables.hospitals);
    expect(row.id).toBeGreaterThan(33);
    expect(max).toBeGreaterThan(100);
    const [hospital] = await database.db
      .insert(lookupsTables.hospitals)
      .values({ countryId: 1, name: 'Test Clinic', bnName: 'টেস্ট ক্লিনিক', city: 'Dhaka' })
      .returning({ id: lookupsTables.hospitals.id });
    expect(hospital.id).toBe(max + 1);
  });

  it('writes the generated logos into public storage when given a storage directory', async () => {
    const storageDir = mkdtempSync(path.join(os.tmpdir(), 'nirog-seed-'));
    try {
      await seedReference(database.db, { storageDir });
      const specialistFiles = readdirSync(path.join(storageDir, 'specialists'));
      expect(specialistFiles.length).toBeGreaterThanOrEqual(30);
      const cardiology = readFileSync(path.join(storageDir, 'specialists/cardiology.svg'), 'utf8');
      expect(cardiology).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(cardiology).toContain('<title>Cardiology</title>');
      const hospitals = readdirSync(path.join(storageDir, 'hospitals'));
      expect(hospitals).toContain('dmch.svg');
      expect(readFileSync(path.join(storageDir, 'hospitals/dmch.svg'), 'utf8')).toContain('>DMC</text>');
    } finally {
      rmSync(storageDir, { recursive: true, force: true });
    }
  });
});

describe('demo accounts seed', async () => {
  const { database } = await createTestApp();
  const db = database.db;

  it('creates one verified account per role once, even when run again', async () => {
    await seedDemo(db);
    await seedDemo(db);
    await seedDemoAccounts(db); // the step itself also skips existing e-mails

    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    const users = await db.select().from(authTables.users).where(inArray(authTables.users.email, emails));
    expect(users).toHaveLength(6);
    expect(new Set(users.map((u) => u.referralCode)).size).toBe(6);
    expect(new Set(users.map((u) => u.phone)).size).toBe(6);

    const roles = await db
      .select()
      .from(authTables.userRoles)
      .where(
        inArray(
          authTables.userRoles.userId,
          users.map((u) => u.id),
        ),
      );
    const roleOf = (email: string) =>
      roles.filter((r) => r.userId === users.find((u) => u.email === email)!.id).map((r) => r.roleId);
    expect(roleOf('patient@nirog.test')).toEqual([]);
    expect(roleOf('admin@nirog.test')).toEqual([ROLE.Admin]);
    expect(roleOf('doctor@nirog.test')).toEqual([ROLE.Doctor]);
    expect(roleOf('nurse@nirog.test')).toEqual([ROLE.Nurse]);
    expect(roleOf('ambulance@nirog.test')).toEqual([ROLE.Ambulance]);
    expect(roleOf('pharmacist@nirog.test')).toEqual([ROLE.Pharmacist]);

    for (const user of users) {
      expect(user.emailVerifiedAt).toBeInstanceOf(Date);
      expect(user.phone).toMatch(/^01[3-9]\d{8}$/);
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user.passwordHash, 'wrong-password')).toBe(false);
    }

    const runs = await db.select().from(contentTables.seedRuns);
    expect(runs.map((r) => r.name)).toContain('demo:accounts');

    // Once recorded, the step does not run again: a deleted demo account stays deleted.
    // (Payments are money records and are never deleted with an account; the test clears them first.)
    const [patient] = await db.select().from(authTables.users).where(eq(authTables.users.email, 'patient@nirog.test'));
    await db.delete(paymentsTables.payments).where(eq(paymentsTables.payments.userId, patient.id));
    await db.delete(authTables.users).where(eq(authTables.users.id, patient.id));
    await seedDemo(db);
    expect(await db.select().from(authTables.users).where(eq(authTables.users.email, 'patient@nirog.test'))).toEqual(
      [],
    );
  });
});
