import { DHAKA_DISTRICT_ID, type District, type RoleId } from '@nirog/contracts';
import type { DbOrTx } from '../src/db/client';
import { referralCode } from '../src/lib/ids';
import { authTables, issueToken } from '../src/modules/auth';
import { bearer, type TestContext } from './helpers';

let userCount = 0;

export interface TestUser {
  id: number;
  token: string;
  email: string;
  name: string;
}

/** A verified user with a phone, the given roles and a bearer token; unique across test files run in parallel. */
export async function createTestUser(db: DbOrTx, roles: RoleId[] = []): Promise<TestUser> {
  userCount += 1;
  const email = `test-user-${process.pid}-${userCount}@example.com`;
  const name = `Test User ${userCount}`;
  const [user] = await db
    .insert(authTables.users)
    .values({
      name,
      email,
      phone: `0171${String(process.pid % 1000).padStart(3, '0')}${String(userCount).padStart(4, '0')}`,
      referralCode: referralCode(),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: authTables.users.id });
  for (const roleId of roles) await db.insert(authTables.userRoles).values({ userId: user.id, roleId });
  return { id: user.id, token: await issueToken(db, user.id), email, name };
}

/** Saves a Dhaka (Dhanmondi) shipping address through the accounts API. */
export async function addTestAddress(app: TestContext['app'], token: string): Promise<void> {
  const lists = await app.inject({
    method: 'GET',
    url: '/api/auth/get-shipping-address-with-district-list-with-child',
    headers: bearer(token),
  });
  const dhaka = (lists.json().district_lists as District[]).find((d) => d.id === DHAKA_DISTRICT_ID)!;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/update-shipping-address',
    headers: bearer(token),
    payload: {
      name: 'Rahima Khatun',
      phone: '01712345678',
      country_id: 1,
      district_id: DHAKA_DISTRICT_ID,
      sub_district_id: dhaka.sub_districts[0].id,
      post_code: '1209',
      effective_delivery: 'Home',
      location: 'House 12, Road 5, Dhanmondi',
    },
  });
  if (res.statusCode !== 200) throw new Error(`address not saved: ${res.body}`);
}
