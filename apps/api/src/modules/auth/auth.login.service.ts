import type { LoginBody, LoginResponse } from '@nirog/contracts';
import { fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Answer, AuthDeps } from './auth.deps';
import type { AuthContext } from './auth.session';
import { authUserOf } from './auth.serialize';
import {
  TooManyAttemptsError,
  addressHash,
  attemptStore,
  isKnownAddress,
  loginKey,
  rememberAddress,
} from './auth.throttle';
import { issueToken, pruneIdleTokens, revokeToken } from './auth.tokens';
import { findUserByEmail, rememberLanguage } from './auth.users';
import { resendVerificationIfDue } from './auth.verification.service';

let dummyHash: Promise<string> | undefined;
/** Checking a password against a throwaway hash keeps "unknown e-mail" as slow as "wrong password". */
const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-0000'));

/**
 * Signs in with e-mail and password. Each attempt first passes the per-account limit of
 * auth.throttle.ts (429 while the account's counter waits; the same for e-mails with no account);
 * a correct password clears the counter and remembers the client address as known to the account.
 */
export async function login(deps: AuthDeps, body: LoginBody): Promise<Answer<LoginResponse>> {
  const user = await findUserByEmail(deps.db, body.email);
  const address = deps.address ? addressHash(deps.appKey, deps.address) : null;
  const known = user && address && (await isKnownAddress(deps.db, user.id, address)) ? address : null;
  const attempts = attemptStore(deps);
  const key = loginKey(body.email, known);
  const taken = await attempts.take(key);
  if (!taken.allowed) throw new TooManyAttemptsError(deps.lang, taken.retryAfterMs);

  const ok = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await dummyPasswordHash(), body.password).then(() => false);
  if (!user || !ok) throw fieldError('email', 'auth.failed');

  await attempts.clear(key);
  if (address) await rememberAddress(deps.db, user.id, address);
  if (user.blockedAt) return { blocked: true, message: 'auth.blocked' };
  if (!user.emailVerifiedAt) {
    // The web shows "a verification e-mail was sent": make it true if the last link is old.
    await resendVerificationIfDue(deps, user);
    return { verified: false, message: 'auth.login.unverified' };
  }
  await pruneIdleTokens(deps.db, user.id, deps.config.auth.tokenIdleDays);
  await rememberLanguage(deps.db, user.id, deps.lang);
  const token = await issueToken(deps.db, user.id);
  return { message: 'auth.login.success', verified: true, token, user: await authUserOf(deps.db, user) };
}

export async function logout(deps: Pick<AuthDeps, 'db' | 'closeRevokedSockets'>, auth: AuthContext) {
  await revokeToken(deps.db, auth.tokenId);
  await deps.closeRevokedSockets(auth.user.id);
  return { message: 'auth.logout.success' } as const;
}
