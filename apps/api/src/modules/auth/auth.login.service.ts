import type { LoginBody, LoginResponse } from '@nirog/contracts';
import { fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Answer, AuthDeps } from './auth.deps';
import { authUserOf } from './auth.serialize';
import { issueToken, revokeToken } from './auth.tokens';
import { findUserByEmail } from './auth.users';
import { resendVerificationIfDue } from './auth.verification.service';

let dummyHash: Promise<string> | undefined;
/** Checking a password against a throwaway hash keeps "unknown e-mail" as slow as "wrong password". */
const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-0000'));

export async function login(deps: AuthDeps, body: LoginBody): Promise<Answer<LoginResponse>> {
  const user = await findUserByEmail(deps.db, body.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await dummyPasswordHash(), body.password).then(() => false);
  if (!user || !ok) throw fieldError('email', 'auth.failed');

  if (user.blockedAt) return { blocked: true, message: 'auth.blocked' };
  if (!user.emailVerifiedAt) {
    // The web shows "a verification e-mail was sent": make it true if the last link is old.
    await resendVerificationIfDue(deps, user);
    return { verified: false, message: 'auth.login.unverified' };
  }
  const token = await issueToken(deps.db, user.id);
  return { message: 'auth.login.success', verified: true, token, user: await authUserOf(deps.db, user) };
}

export async function logout(deps: Pick<AuthDeps, 'db'>, tokenId: number) {
  await revokeToken(deps.db, tokenId);
  return { message: 'auth.logout.success' } as const;
}
