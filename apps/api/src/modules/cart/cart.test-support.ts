import { DHAKA_DISTRICT_ID, type District, type RoleId } from '@nirog/contracts';
import { bearer, type TestContext } from '../../../test/helpers';
import type { DbOrTx } from '../../db/client';
import { referralCode } from '../../lib/ids';
import { authTables, issueToken } from '../auth';
import { insertProducts } from '../catalog';
import { coupons } from './cart.tables';

let userCount = 0;

export interface TestUser {
  id: number;
  token: string;
  email: string;
}

export async function createCartUser(db: DbOrTx, roles: RoleId[] = []): Promise<TestUser> {
  userCount += 1;
  const email = `cart-user-${process.pid}-${userCount}@example.com`;
  const [user] = await db
    .insert(authTables.users)
    .values({
      name: `Cart User ${userCount}`,
      email,
      phone: `0171${String(process.pid % 1000).padStart(3, '0')}${String(userCount).padStart(4, '0')}`,
      referralCode: referralCode(),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: authTables.users.id });
  for (const roleId of roles) await db.insert(authTables.userRoles).values({ userId: user.id, roleId });
  return { id: user.id, token: await issueToken(db, user.id), email };
}

/** Saves a Dhaka (Dhanmondi) shipping address through the accounts API. */
export async function addAddress(app: TestContext['app'], token: string): Promise<void> {
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

/** Napa 1.20 tk (no discount), Seclo 50 tk with 10% off (45 tk), Old 10 tk inactive. */
export async function seedCartProducts(db: DbOrTx) {
  const stamp = `${process.pid}-${Math.random().toString(36).slice(2, 7)}`;
  const [napa, seclo, old] = await insertProducts(db, [
    {
      slug: `napa-${stamp}`,
      title: 'Napa 500',
      price: 1.2,
      images: [{ image: 'products/napa.webp', thumbnail: 'products/napa-thumb.webp' }],
    },
    { slug: `seclo-${stamp}`, title: 'Seclo 20', price: 50, discount: 10 },
    { slug: `old-${stamp}`, title: 'Old Syrup', price: 10, active: false },
  ]);
  return { napa, seclo, old };
}

let couponCount = 0;
export async function createCoupon(db: DbOrTx, values: Partial<typeof coupons.$inferInsert> = {}) {
  couponCount += 1;
  const [row] = await db
    .insert(coupons)
    .values({ code: `TEST${couponCount}`, type: 'fixed', value: 5000, ...values })
    .returning();
  return row;
}
