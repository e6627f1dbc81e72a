import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ChangePasswordBodySchema,
  ChangePasswordResponse,
  ResetPasswordBodySchema,
  StatusMessageResponse,
} from '@nirog/contracts';
import { fieldError } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/password';
import { minutes } from '../../lib/time';
import { enqueueMail, pokeMailWorkers } from '../mail';
import type { Answer, AuthDeps } from './auth.deps';
import { passwordResetMail } from './auth.mails';
import { refuseWeakPassword } from './auth.password-strength';
import type { UserRow } from './auth.session';
import { passwordResets, users } from './auth.tables';
import { addressHash, attemptStore, loginKey, rememberAddress } from './auth.throttle';
import { issueToken, revokeAllTokens } from './auth.tokens';
import { findUserByEmail } from './auth.users';

type StatusAnswer = Answer<StatusMessageResponse>;

export function passwordResetUrl(appUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, email });
  return `${appUrl}/password/reset?${query.toString()}`;
}

/**
 * The shortest time forgot-password takes: with or without an account the answer is the same, and
 * it must not come sooner when there is nothing to write and mail (the work takes a few ms; this is
 * well above it, and the route is rate limited per address anyway).
 */
export const FORGOT_PASSWORD_MIN_MS = 250;

/** Resolves `work` no sooner than `ms` after the call. */
async function notBefore<T>(ms: number, work: Promise<T>): Promise<T> {
  const [value] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  return value;
}

/**
 * Creates a single-use reset token (older unused ones stop working) and mails the link, when the
 * address has an account. The answer is the same either way (status, message and time), so the form
 * does not tell who has an account here.
 */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<StatusAnswer> {
  await notBefore(FORGOT_PASSWORD_MIN_MS, mailResetLink(deps, email));
  return { status: true, message: 'auth.password.sent' };
}

async function mailResetLink(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken(32);
  const ttl = deps.config.auth.passwordResetMinutes;
  await deps.db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + minutes(ttl)),
    });
    const url = passwordResetUrl(deps.config.appUrl, token, user.email);
    await enqueueMail(tx, passwordResetMail(deps.lang, user, url, ttl));
  });
  pokeMailWorkers();
}

type ResetInput = z.output<typeof ResetPasswordBodySchema>;

/**
 * Spends the token and sets the password. Reaching the mailbox also proves the e-mail, so it
 * becomes verified; every session is signed out. It also clears the account's failed sign-in count
 * and makes the address known to the account (auth.throttle.ts), so someone failing sign-ins on
 * purpose cannot keep the owner out.
 */
export async function resetPassword(deps: AuthDeps, body: ResetInput): Promise<StatusAnswer> {
  const invalid: StatusAnswer = { status: false, message: 'auth.password.token_invalid' };
  const user = await findUserByEmail(deps.db, body.email);
  refuseWeakPassword(body.password, { name: user?.name, email: body.email });
  if (!user) return invalid;
  const passwordHash = await hashPassword(body.password);
  const address = deps.address ? addressHash(deps.appKey, deps.address) : null;

  const done = await deps.db.transaction(async (tx) => {
    // One conditional update: of two concurrent resets with the same token only one wins.
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(body.token)),
          eq(passwordResets.userId, user.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordResets.id });
    if (spent.length === 0) return false;
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await revokeAllTokens(tx, user.id);
    if (address) await rememberAddress(tx, user.id, address);
    return true;
  });
  if (!done) return invalid;
  await deps.closeRevokedSockets(user.id);
  await attemptStore(deps).clear(loginKey(body.email, null));
  return { status: true, message: 'auth.password.reset' };
}

type ChangeInput = z.output<typeof ChangePasswordBodySchema>;

/** Sets a new password and replaces every token of the user, the current one included, with one new token. */
export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  body: ChangeInput,
): Promise<Answer<ChangePasswordResponse>> {
  if (!(await verifyPassword(user.passwordHash, body.old_password))) {
    throw fieldError('old_password', 'auth.password.old_mismatch');
  }
  refuseWeakPassword(body.password, user);
  const passwordHash = await hashPassword(body.password);
  const token = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id);
    return issueToken(tx, user.id);
  });
  await deps.closeRevokedSockets(user.id);
  return { message: 'auth.password.changed', token };
}
