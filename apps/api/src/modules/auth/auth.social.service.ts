import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SocialLoginResponse, SocialProvider, SocialRegistrationBodySchema } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { ValidationError, notFound, type FieldErrors } from '../../lib/errors';
import { pokeMailWorkers } from '../mail';
import type { Answer, AuthDeps } from './auth.deps';
import { authUserOf } from './auth.serialize';
import type { UserRow } from './auth.session';
import { socialAccounts, users } from './auth.tables';
import { issueToken } from './auth.tokens';
import { createUser, findUserByEmail, rememberLanguage } from './auth.users';
import { queueVerificationMail } from './auth.verification.service';
import {
  PROVIDER_LABELS,
  fetchSocialIdentity,
  isProviderConfigured,
  isSocialProvider,
  type SocialIdentity,
} from './auth.social.providers';

type SocialAnswer = Answer<SocialLoginResponse>;

const errorAnswer = (message: SocialAnswer['message'], provider: SocialProvider): SocialAnswer => ({
  status: 'error',
  message,
  messageParams: { provider: PROVIDER_LABELS[provider] },
});

/** The provider identity behind a token, or the `status: 'error'` answer to give instead. */
async function identify(
  deps: AuthDeps,
  provider: SocialProvider,
  accessToken: string,
): Promise<SocialIdentity | SocialAnswer> {
  if (!isProviderConfigured(deps.config, provider)) return errorAnswer('auth.social.not_configured', provider);
  const identity = await fetchSocialIdentity(deps, provider, accessToken);
  // A refused token and an unavailable provider get the same answer (never a 500).
  return typeof identity === 'string' ? errorAnswer('auth.social.invalid_token', provider) : identity;
}

async function linkedUser(db: DbOrTx, identity: SocialIdentity): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.providerUserId, identity.id)));
  return row?.user ?? null;
}

async function link(db: DbOrTx, userId: number, identity: SocialIdentity) {
  await db
    .insert(socialAccounts)
    .values({ userId, provider: identity.provider, providerUserId: identity.id })
    .onConflictDoNothing();
}

/**
 * The account this identity signs in to: the linked one, else the one with the e-mail the
 * provider vouches for (which gets linked, and its e-mail counts as verified).
 */
async function existingAccount(deps: AuthDeps, identity: SocialIdentity): Promise<UserRow | null> {
  const linked = await linkedUser(deps.db, identity);
  if (linked) return linked;
  if (!identity.email) return null;
  const user = await findUserByEmail(deps.db, identity.email);
  if (!user) return null;
  if (user.blockedAt) return user;
  await deps.db.transaction(async (tx) => {
    await link(tx, user.id, identity);
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, user.id));
  });
  return { ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() };
}

async function signIn(deps: AuthDeps, user: UserRow, message: SocialAnswer['message']): Promise<SocialAnswer> {
  if (user.blockedAt) return { status: 'error', message: 'auth.blocked' };
  await rememberLanguage(deps.db, user.id, deps.lang);
  const token = await issueToken(deps.db, user.id, 'social');
  return { status: 'success', message, token, user: await authUserOf(deps.db, user) };
}

/** POST /api/auth/social-login/{provider}/{accessToken} */
export async function socialLogin(deps: AuthDeps, provider: string, accessToken: string): Promise<SocialAnswer> {
  if (!isSocialProvider(provider)) throw notFound();
  const identity = await identify(deps, provider, accessToken);
  if ('status' in identity) return identity;
  const user = await existingAccount(deps, identity);
  if (user) return signIn(deps, user, 'auth.login.success');
  return {
    status: 'require_accounts',
    message: 'auth.social.require_accounts',
    required_email: identity.email === null,
    required_phone: true,
  };
}

type SocialRegistrationInput = z.output<typeof SocialRegistrationBodySchema>;

/**
 * POST /api/auth/social-registration: the token is checked again (the client's flags are not
 * trusted). An e-mail from the provider is verified; a typed one must be verified by mail first.
 */
export async function socialRegister(deps: AuthDeps, body: SocialRegistrationInput): Promise<SocialAnswer> {
  const identity = await identify(deps, body.provider, body.token);
  if ('status' in identity) return identity;
  const existing = await existingAccount(deps, identity);
  if (existing) return signIn(deps, existing, 'auth.login.success');

  const email = identity.email ?? body.email ?? null;
  const errors: FieldErrors = {};
  if (!email) errors.email = ['validation.required'];
  else if (await findUserByEmail(deps.db, email)) errors.email = ['validation.unique'];
  if (!body.phone) errors.phone = ['validation.required'];
  if (!email || !body.phone || Object.keys(errors).length) throw new ValidationError(errors);

  const fromProvider = identity.email !== null;
  const user = await deps.db.transaction(async (tx) => {
    const created = await createUser(tx, {
      name: (identity.name ?? email.split('@')[0]).slice(0, 120),
      email,
      phone: body.phone,
      passwordHash: null,
      avatar: identity.avatar,
      lang: deps.lang,
      emailVerifiedAt: fromProvider ? new Date() : null,
    });
    await link(tx, created.id, identity);
    if (!fromProvider) await queueVerificationMail(tx, deps, created);
    return created;
  });
  if (!fromProvider) {
    pokeMailWorkers();
    return { status: 'success', need_verification: true, message: 'auth.social.registered_verify' };
  }
  return signIn(deps, user, 'auth.social.registered');
}
