import { DHAKA_DISTRICT_ID, NURSE_PACKAGES, ROLE, type NursePackage } from '@nirog/contracts';
import type { DbOrTx } from '../src/db/client';
import { ambulancesTables } from '../src/modules/ambulances';
import { nursesTables } from '../src/modules/nurses';
import { providersTables } from '../src/modules/providers';
import { places } from './providers';
import { createTestUser, type TestUser } from './users';

export type TestProvider = TestUser & { providerId: number };

async function application(db: DbOrTx, kind: 'nurse' | 'ambulance', status: string) {
  const user = await createTestUser(db, [kind === 'nurse' ? ROLE.Nurse : ROLE.Ambulance]);
  const [row] = await db
    .insert(providersTables.providerApplications)
    .values({ userId: user.id, kind, status, stepReached: kind === 'nurse' ? 3 : 2, submittedAt: new Date() })
    .returning({ id: providersTables.providerApplications.id });
  return { ...user, providerId: row.id };
}

/**
 * An approved Dhaka nurse working the weekday codes given (0 Sunday .. 6 Saturday; all by default),
 * offering the packages given at 500, 1500, 1500, 2500, 2800 and 4500 Tk.
 */
export async function createTestNurse(
  db: DbOrTx,
  options: { days?: number[]; packages?: readonly NursePackage[]; status?: string } = {},
): Promise<TestProvider> {
  const nurse = await application(db, 'nurse', options.status ?? 'approved');
  const { dhakaSub } = await places(db);
  await db.insert(nursesTables.nurses).values({
    applicationId: nurse.providerId,
    countryId: 1,
    districtId: DHAKA_DISTRICT_ID,
    subDistrictId: dhakaSub,
    location: 'Mirpur 10',
    presentAddress: 'Dhaka',
    permanentAddress: 'Barishal',
    experience: 5,
  });
  const offered = options.packages ?? NURSE_PACKAGES;
  const fees = [50_000, 150_000, 150_000, 250_000, 280_000, 450_000];
  await db.insert(nursesTables.nurseDays).values(
    (options.days ?? [0, 1, 2, 3, 4, 5, 6]).map((day) => {
      const row: Record<string, unknown> = { applicationId: nurse.providerId, day };
      NURSE_PACKAGES.forEach((p, k) => {
        const camel = p.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
        row[camel] = offered.includes(p);
        row[`${camel}Fee`] = offered.includes(p) ? fees[k] : null;
      });
      return row as typeof nursesTables.nurseDays.$inferInsert;
    }),
  );
  return nurse;
}

/** An approved ambulance in Dhaka. */
export async function createTestAmbulance(db: DbOrTx, status = 'approved'): Promise<TestProvider> {
  const owner = await application(db, 'ambulance', status);
  const { dhakaSub } = await places(db);
  await db.insert(ambulancesTables.ambulances).values({
    applicationId: owner.providerId,
    driverName: 'Md. Jamal Hossain',
    ownerName: 'Abdur Rahim',
    countryId: 1,
    districtId: DHAKA_DISTRICT_ID,
    subDistrictId: dhakaSub,
    location: 'Dhaka Sadar',
    contactPhone: '01715000000',
    vehicleNo: 'DHAKA METRO-CHA 11-1000',
    condition: 'AC',
    startingArea: 'Dhaka Medical College Hospital',
  });
  return owner;
}
