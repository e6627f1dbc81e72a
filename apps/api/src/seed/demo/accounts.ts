import { sql } from 'drizzle-orm';
import { ROLE, type RoleId } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { authTables } from '../../modules/auth';

/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Nirog@2026';

export interface DemoAccount {
  email: string;
  name: string;
  phone: string;
  role: RoleId | null;
  /** Fixed codes containing "O", which generated codes never use, so they cannot collide. */
  referralCode: string;
  sex: 'Male' | 'Female';
  dob: string;
  occupation: string;
  city: string;
  location: string;
}

/** One verified account per role. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'patient@nirog.test',
    name: 'Tanvir Ahmed',
    phone: '01711000101',
    role: null,
    referralCode: 'DEMOPATN',
    sex: 'Male',
    dob: '1990-04-14',
    occupation: 'Bank officer',
    city: 'Dhaka',
    location: 'House 12, Road 7, Dhanmondi, Dhaka 1205',
  },
  {
    email: 'doctor@nirog.test',
    name: 'Farhana Rahman',
    phone: '01811000102',
    role: ROLE.Doctor,
    referralCode: 'DEMODOCT',
    sex: 'Female',
    dob: '1982-09-03',
    occupation: 'Physician',
    city: 'Dhaka',
    location: 'Flat 5B, 27 Gulshan Avenue, Gulshan 1, Dhaka 1212',
  },
  {
    email: 'nurse@nirog.test',
    name: 'Shirin Akter',
    phone: '01911000103',
    role: ROLE.Nurse,
    referralCode: 'DEMONURS',
    sex: 'Female',
    dob: '1994-01-22',
    occupation: 'Registered nurse',
    city: 'Dhaka',
    location: 'Section 10, Mirpur, Dhaka 1216',
  },
  {
    email: 'ambulance@nirog.test',
    name: 'Md. Jamal Hossain',
    phone: '01611000104',
    role: ROLE.Ambulance,
    referralCode: 'DEMOAMBU',
    sex: 'Male',
    dob: '1986-07-09',
    occupation: 'Ambulance owner',
    city: 'Dhaka',
    location: 'Shyamoli, Mohammadpur, Dhaka 1207',
  },
  {
    email: 'admin@nirog.test',
    name: 'Nusrat Jahan',
    phone: '01511000105',
    role: ROLE.Admin,
    referralCode: 'DEMOADMN',
    sex: 'Female',
    dob: '1988-12-01',
    occupation: 'Operations manager',
    city: 'Dhaka',
    location: 'Road 11, Banani, Dhaka 1213',
  },
  {
    email: 'pharmacist@nirog.test',
    name: 'Arif Chowdhury',
    phone: '01311000106',
    role: ROLE.Pharmacist,
    referralCode: 'DEMOPHRM',
    sex: 'Male',
    dob: '1991-05-30',
    occupation: 'Pharmacist',
    city: 'Dhaka',
    location: 'Lalmatia, Mohammadpur, Dhaka 1207',
  },
];

/** Creates the demo accounts that do not exist yet (matched by e-mail) with their role. */
export async function seedDemoAccounts(db: DbOrTx): Promise<void> {
  const { users, userRoles } = authTables;
  const now = new Date();
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`);
    if (existing) continue;
    const [user] = await db
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        phone: account.phone,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        emailVerifiedAt: now,
        referralCode: account.referralCode,
        sex: account.sex,
        dob: account.dob,
        occupation: account.occupation,
        country: 'Bangladesh',
        city: account.city,
        location: account.location,
      })
      .returning({ id: users.id });
    if (account.role !== null) {
      await db.insert(userRoles).values({ userId: user.id, roleId: account.role }).onConflictDoNothing();
    }
  }
}
