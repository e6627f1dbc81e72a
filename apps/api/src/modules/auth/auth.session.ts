import { eq, sql } from 'drizzle-orm';
import type { RoleId } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { accessTokens, roles, userRoles, users } from './auth.tables';
import { findToken } from './auth.tokens';

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  user: UserRow;
  roleIds: RoleId[];
  tokenId: number;
}

export async function roleIdsOf(db: DbOrTx, userId: number): Promise<RoleId[]> {
  const rows = await db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.roleId);
  return rows.map((r) => r.id as RoleId);
}

export async function rolesOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.id);
}

/** Resolves `Authorization: Bearer id|secret` to the user behind it, or null. */
export async function authenticateBearer(db: DbOrTx, header: string | undefined): Promise<AuthContext | null> {
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!bearer) return null;
  const token = await findToken(db, bearer);
  if (!token) return null;
  const [user] = await db.select().from(users).where(eq(users.id, token.userId));
  if (!user) return null;
  // Touch at most once a minute so every request does not write.
  if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() > 60_000) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(accessTokens.id, token.id));
  }
  return { user, roleIds: await roleIdsOf(db, user.id), tokenId: token.id };
}
