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
import type { UserRow } from './auth.session';
import { passwordResets, users } from './auth.tables';
import { issueToken, revokeAllTokens } from './auth.tokens';
import { findUserByEmail } from './auth.users';

type StatusAnswer = Answer<StatusMessageResponse>;

export function passwordResetUrl(appUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, email });
  return `${appUrl}/password/reset?${query.toString()}`;
}

/** Creates a single-use reset token (older unused ones stop working) and mails the link. */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<StatusAnswer> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { status: false, message: 'auth.password.user_not_found' };

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
  return { status: true, message: 'auth.password.sent' };
}

type ResetInput = z.output<typeof ResetPasswordBodySchema>;

/**
 * Spends the token and sets the password. Reaching the mailbox also proves the e-mail, so it
 * becomes verified; every session is signed out.
 */
export async function resetPassword(deps: AuthDeps, body: ResetInput): Promise<StatusAnswer> {
  const invalid: StatusAnswer = { status: false, message: 'auth.password.token_invalid' };
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) return invalid;
  const passwordHash = await hashPassword(body.password);

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
    return true;
  });
  return done ? { status: true, message: 'auth.password.reset' } : invalid;
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
  const passwordHash = await hashPassword(body.password);
  const token = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id);
    return issueToken(tx, user.id);
  });
  return { message: 'auth.password.changed', token };
}
