import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ROLE } from '@nirog/contracts';
import type { Db, Tx } from '../../db/client';
import { HttpError, forbidden, notFound } from '../../lib/errors';
import { authTables, type UserRow } from '../auth';

const { users, userRoles } = authTables;

/** Advisory lock key that serialises changes to accounts made from the back office. */
const STAFF_CHANGES_LOCK = 7263101;

async function isActiveAdmin(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLE.Admin)))
    .where(and(eq(users.id, userId), isNull(users.blockedAt)));
  return Boolean(row);
}

/**
 * Runs an Admin's change to an account in one transaction, one change at a time, after checking
 * again that the actor is still an active Admin (another Admin may have just removed them).
 * `actorId` null is a system action.
 */
export async function adminTransaction<T>(db: Db, actorId: number | null, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(STAFF_CHANGES_LOCK))})`);
    if (actorId !== null && !(await isActiveAdmin(tx, actorId))) throw forbidden();
    return work(tx);
  });
}

export async function findUser(tx: Tx, userId: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('admin.user_not_found');
  return user;
}

/** Refuses a change that would leave no active (unblocked) Admin besides `userId`. */
export async function assertAnotherActiveAdmin(tx: Tx, userId: number): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLE.Admin)))
    .where(and(ne(users.id, userId), isNull(users.blockedAt)))
    .limit(1);
  if (!other) throw new HttpError(422, 'admin.last_admin');
}

export async function hasRole(tx: Tx, userId: number, roleId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
  return Boolean(row);
}
