import { and, eq, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { RoleId } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { accessTokens, roles, userRoles, users } from './auth.tables';
import { parseBearerToken, tokenLastUse } from './auth.tokens';

export type UserRow = typeof users.$inferSelect;

// The auth plugin's user is this module's user row (declaration merging keeps the plugin free of modules).
declare module '../../plugins/auth' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AuthUser extends UserRow {}
}

export type { AuthContext };

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

/**
 * The user behind a token (id and secret hash) with their role ids, in one statement. The token's
 * `last_used_at` is written at most once a minute, by an UPDATE in the same statement that matches no
 * row the rest of the time. A token unused for `idleDays` (TOKEN_IDLE_DAYS) matches nothing and is
 * deleted by the same statement.
 */
function tokenOwnerQuery(db: DbOrTx) {
  const isToken = and(
    eq(accessTokens.id, sql.placeholder('id')),
    eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
  );
  const fresh = sql`${tokenLastUse} > now() - make_interval(days => ${sql.placeholder('idleDays')})`;
  const touch = db.$with('touch').as(
    db
      .update(accessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          isToken,
          fresh,
          or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
        ),
      )
      .returning({ id: accessTokens.id }),
  );
  const expire = db.$with('expire').as(
    db
      .delete(accessTokens)
      .where(and(isToken, not(fresh)))
      .returning({ id: accessTokens.id }),
  );
  return db
    .with(touch, expire)
    .select({
      user: users,
      roleIds: sql<RoleId[]>`coalesce((
        SELECT array_agg(${userRoles.roleId} ORDER BY ${userRoles.roleId}) FROM ${userRoles}
        WHERE ${userRoles.userId} = ${users.id}
      ), '{}')`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(isToken, fresh))
    .prepare('authenticate_bearer');
}

// Built once per database handle: it runs before every authenticated request, and building a select
// of every user column costs more CPU than the round trip itself. PostgreSQL keeps the named statement
// parsed on each pooled connection.
const tokenOwnerQueries = new WeakMap<DbOrTx, ReturnType<typeof tokenOwnerQuery>>();

/**
 * Resolves `Authorization: Bearer id|secret` to the user behind it and their role ids, or null, in one
 * round trip. Blocked users are resolved too: the auth plugin answers them 403 rather than 401. A token
 * unused for `idleDays` is null (401) and removed.
 */
export async function authenticateBearer(
  db: DbOrTx,
  header: string | undefined,
  idleDays: number,
): Promise<AuthContext | null> {
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const token = bearer ? parseBearerToken(bearer) : null;
  if (!token) return null;
  let query = tokenOwnerQueries.get(db);
  if (!query) tokenOwnerQueries.set(db, (query = tokenOwnerQuery(db)));
  const [row] = await query.execute({ ...token, idleDays });
  return row ? { user: row.user, roleIds: row.roleIds, tokenId: token.id } : null;
}
