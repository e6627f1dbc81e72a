import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Paginated, ProviderKind } from '@nirog/contracts';
import type { Db } from '../src/db/client';
import { authTables } from '../src/modules/auth';
import { bumpProviderListings, providersTables } from '../src/modules/providers';
import { seedDemoAccounts } from '../src/seed/demo/accounts';
import { seedDemoProviders } from '../src/seed/demo/providers';
import { seedDemoReviews } from '../src/seed/demo/reviews';

const { providerApplications } = providersTables;

/** The demo roster (accounts, providers, reviews) in a test database, as a fresh install seeds it. */
export async function seedRoster(db: Db) {
  await db.transaction(async (tx) => {
    await seedDemoAccounts(tx);
    await seedDemoProviders(tx);
    await seedDemoReviews(tx);
  });
}

/** The application id and user of a roster provider, by the user's name. */
export async function providerNamed(db: Db, kind: ProviderKind, name: string) {
  const [row] = await db
    .select({ id: providerApplications.id, userId: providerApplications.userId, status: providerApplications.status })
    .from(providerApplications)
    .innerJoin(authTables.users, eq(authTables.users.id, providerApplications.userId))
    .where(and(eq(providerApplications.kind, kind), eq(authTables.users.name, name)));
  return row;
}

/** A status set as staff would (the listings' cache follows at once). */
export async function setStatus(db: Db, id: number, status: string) {
  await db.update(providerApplications).set({ status }).where(eq(providerApplications.id, id));
  bumpProviderListings();
}

type Injector = { inject: FastifyInstance['inject'] };

/** GET a public list or detail, its status and JSON. */
export function publicGets(app: Injector) {
  const get = async <T = unknown>(url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url, headers });
    return { status: res.statusCode, body: res.json() as T };
  };
  /** Every page of a list (following `last_page`). */
  const all = async <T>(url: string): Promise<T[]> => {
    const join = url.includes('?') ? '&' : '?';
    const first = (await get<Paginated<T>>(`${url}${join}page=1`)).body;
    const rest = [];
    for (let p = 2; p <= first.last_page; p++) rest.push((await get<Paginated<T>>(`${url}${join}page=${p}`)).body.data);
    return [...first.data, ...rest.flat()];
  };
  return { get, all };
}

/** Is the list ordered by `key` (ascending unless `desc`), values compared with nulls last? */
export function isOrdered<T>(items: T[], key: (item: T) => number | null, desc = false): boolean {
  for (let i = 1; i < items.length; i++) {
    const a = key(items[i - 1]);
    const b = key(items[i]);
    if (b === null) continue;
    if (a === null) return false;
    if (desc ? a < b : a > b) return false;
  }
  return true;
}
