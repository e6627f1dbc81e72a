import { and, eq, ne } from 'drizzle-orm';
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

/** Returns the token row for a bearer value, or null when it is malformed or unknown. */
export async function findToken(db: DbOrTx, bearer: string) {
  const match = /^(\d{1,12})\|([A-Za-z0-9_-]{20,100})$/.exec(bearer);
  if (!match) return null;
  const [row] = await db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.id, Number(match[1])), eq(accessTokens.tokenHash, sha256(match[2]))));
  return row ?? null;
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
