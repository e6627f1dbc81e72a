import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sha256 } from '../../lib/ids';
import { sign, verifySignature } from '../../lib/signing';
import { minutes } from '../../lib/time';
import { enqueueMail, pokeMailWorkers } from '../mail';
import type { AuthDeps } from './auth.deps';
import { verificationMail } from './auth.mails';
import type { UserRow } from './auth.session';
import { users } from './auth.tables';
import { findUserByEmail, findUserById, normalizeEmail } from './auth.users';

/** A resend (or a login of an unverified account) queues a new link at most this often. */
export const VERIFICATION_RESEND_INTERVAL_MS = minutes(1);

export const emailHash = (email: string) => sha256(normalizeEmail(email));
const signedPart = (id: number | string, hash: string, expires: number | string) =>
  `/api/email/verify/${id}/${hash}?expires=${expires}`;

/** Laravel-style signed link: `{appUrl}/api/email/verify/{id}/{sha256(email)}?expires=..&signature=..`. */
export function verificationUrl(
  deps: Pick<AuthDeps, 'appKey' | 'config'>,
  user: Pick<UserRow, 'id' | 'email'>,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + deps.config.auth.emailVerifyMinutes * 60;
  const part = signedPart(user.id, emailHash(user.email), expires);
  return `${deps.config.appUrl}${part}&signature=${sign(deps.appKey, part)}`;
}

/** Queues the verification mail in the caller's transaction. */
export async function queueVerificationMail(
  tx: DbOrTx,
  deps: Pick<AuthDeps, 'appKey' | 'config' | 'lang'>,
  user: UserRow,
): Promise<void> {
  const url = verificationUrl(deps, user);
  await enqueueMail(tx, verificationMail(deps.lang, user, url, deps.config.auth.emailVerifyMinutes));
  await tx
    .update(users)
    .set({ verificationSentAt: sql`now()` })
    .where(eq(users.id, user.id));
}

/** Queues a new link unless one went out within the resend interval. */
export async function resendVerificationIfDue(deps: AuthDeps, user: UserRow): Promise<boolean> {
  if (user.emailVerifiedAt) return false;
  const recent =
    user.verificationSentAt && Date.now() - user.verificationSentAt.getTime() < VERIFICATION_RESEND_INTERVAL_MS;
  if (recent) return false;
  await deps.db.transaction((tx) => queueVerificationMail(tx, deps, user));
  pokeMailWorkers();
  return true;
}

/** POST /api/auth/email/resend: the answer never reveals whether the e-mail exists. */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.blockedAt) await resendVerificationIfDue(deps, user);
}

export type VerifyOutcome = 'success' | 'already' | 'fail';

export interface VerifyLink {
  id: string;
  hash: string;
  expires?: string;
  signature?: string;
}

/** Checks a verification link and marks the e-mail verified. */
export async function verifyEmailLink(
  deps: Pick<AuthDeps, 'db' | 'appKey'>,
  link: VerifyLink,
  now = Date.now(),
): Promise<VerifyOutcome> {
  const { id, hash, expires, signature } = link;
  if (!/^\d{1,12}$/.test(id) || !/^[0-9a-f]{64}$/.test(hash)) return 'fail';
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return 'fail';
  if (!verifySignature(deps.appKey, signedPart(id, hash, expires), signature)) return 'fail';
  if (Number(expires) * 1000 < now) return 'fail';

  const user = await findUserById(deps.db, Number(id));
  // A link for an address the account no longer has proves nothing.
  if (!user || emailHash(user.email) !== hash) return 'fail';
  if (user.emailVerifiedAt) return 'already';
  const updated = await deps.db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return updated.length ? 'success' : 'already';
}
