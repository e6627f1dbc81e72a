import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/ids';
import { accessTokens } from './auth.tables';

/** Issues a personal access token `id|secret`; the secret is returned once and stored hashed. */
export async function issueToken(db: DbOrTx, userId: number, name = 'web'): Promise<string> {
  const secret = randomToken(30);
  const [row] = await db
    .insert(accessTokens)
    .values({ userId, tokenHash: sha256(secret), name })
    .returning({ id: accessTokens.id });
  return `${row.id}|${secret}`;
}

/** Largest token id: the column is a PostgreSQL `integer`, which refuses a larger parameter. */
const MAX_TOKEN_ID = 2 ** 31 - 1;

/** The token id and the hash of its secret from a bearer value `id|secret`, or null when it is malformed. */
export function parseBearerToken(bearer: string): { id: number; tokenHash: string } | null {
  const match = /^(\d{1,12})\|([A-Za-z0-9_-]{20,100})$/.exec(bearer);
  if (!match || Number(match[1]) > MAX_TOKEN_ID) return null;
  return { id: Number(match[1]), tokenHash: sha256(match[2]) };
}

export async function revokeToken(db: DbOrTx, tokenId: number) {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
}

export async function revokeOtherTokens(db: DbOrTx, userId: number, keepTokenId: number) {
  await db.delete(accessTokens).where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId)));
}

export async function revokeAllTokens(db: DbOrTx, userId: number) {
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
}

/** A token counts as used when it was last used, or else when it was issued (TOKEN_IDLE_DAYS). */
export const tokenLastUse = sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt})`;

/** Deletes the user's tokens unused for `idleDays` (they no longer authenticate anyway). */
export async function pruneIdleTokens(db: DbOrTx, userId: number, idleDays: number) {
  await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.userId, userId), lt(tokenLastUse, sql`now() - make_interval(days => ${idleDays})`)));
}
