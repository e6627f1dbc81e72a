import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@nirog/contracts';
import type { Config } from '../../config';

/** Who the provider says the access token belongs to. `email` is set only when the provider vouches for it. */
export interface SocialIdentity {
  provider: SocialProvider;
  id: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
}

/**
 * Why a token gave no identity: `invalid` (refused, issued to another app, expired, odd answer)
 * or `unavailable` (network error, timeout, 5xx). Both are answered with `status: 'error'`.
 */
export type SocialFailure = 'invalid' | 'unavailable';

/** Each call to a provider gives up after this long; the sign-in then fails as `unavailable`. */
export const PROVIDER_TIMEOUT_MS = 5_000;

export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** Google needs its client id; Facebook needs its app id and app secret (to check whom a token was issued to). */
export function isProviderConfigured(config: Config, provider: SocialProvider): boolean {
  if (provider === 'google') return Boolean(config.social.google.clientId);
  return Boolean(config.social.facebook.appId && config.social.facebook.appSecret);
}

const GoogleTokenInfoSchema = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().optional(),
  // Google sends seconds left as a string ("3599").
  expires_in: z.coerce.number(),
});

const GoogleUserSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

const FacebookDebugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.string(),
    user_id: z.string().optional(),
  }),
});

const FacebookUserSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string().optional() }).optional() }).optional(),
});

const validEmail = (value: string | undefined) => {
  const email = value?.trim().toLowerCase();
  return email && z.email().max(190).safeParse(email).success ? email : null;
};

class ProviderUnavailable extends Error {}

/**
 * GETs a provider URL as JSON. A refusal (4xx) or a body that is not JSON is null; a network
 * error, a timeout or a 5xx throws ProviderUnavailable. Errors never carry the URL, which may
 * hold the access token or the Facebook app secret.
 */
async function getJson(fetchFn: typeof fetch, url: string, headers: Record<string, string> = {}): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchFn(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw new ProviderUnavailable();
  }
  if (res.status >= 500) throw new ProviderUnavailable();
  if (!res.ok) return null;
  try {
    return await res.json();
  } catch (error) {
    // The timeout also covers reading the body.
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ProviderUnavailable();
    }
    return null;
  }
}

/**
 * Google: tokeninfo first, so a token issued to another client id (token substitution) or an
 * expired one is refused before userinfo is trusted.
 */
async function googleIdentity(deps: { config: Config; fetch: typeof fetch }, accessToken: string) {
  const { clientId, tokeninfoUrl, userinfoUrl } = deps.config.social.google;
  const tokeninfo = new URL(tokeninfoUrl);
  tokeninfo.searchParams.set('access_token', accessToken);
  const info = GoogleTokenInfoSchema.safeParse(await getJson(deps.fetch, tokeninfo.toString()));
  if (!info.success || !clientId) return null;
  if (info.data.aud !== clientId && info.data.azp !== clientId) return null;
  if (!(info.data.expires_in > 0)) return null;

  const body = GoogleUserSchema.safeParse(
    await getJson(deps.fetch, userinfoUrl, { authorization: `Bearer ${accessToken}` }),
  );
  if (!body.success) return null;
  if (info.data.sub && info.data.sub !== body.data.sub) return null;
  const verified = body.data.email_verified === true || body.data.email_verified === 'true';
  return {
    provider: 'google' as const,
    id: body.data.sub,
    name: body.data.name?.trim() || null,
    email: verified ? validEmail(body.data.email) : null,
    avatar: body.data.picture || null,
  };
}

/**
 * Facebook: debug_token (with the app token) first, so a token of another app or an invalid
 * one is refused; then /me, signed with appsecret_proof.
 */
async function facebookIdentity(deps: { config: Config; fetch: typeof fetch }, accessToken: string) {
  const { appId, appSecret, graphUrl } = deps.config.social.facebook;
  if (!appId || !appSecret) return null;
  const debugQuery = new URLSearchParams({ input_token: accessToken, access_token: `${appId}|${appSecret}` });
  const debug = FacebookDebugTokenSchema.safeParse(
    await getJson(deps.fetch, `${graphUrl}/debug_token?${debugQuery.toString()}`),
  );
  if (!debug.success || debug.data.data.is_valid !== true || debug.data.data.app_id !== appId) return null;

  const query = new URLSearchParams({
    fields: 'id,name,email,picture',
    access_token: accessToken,
    appsecret_proof: createHmac('sha256', appSecret).update(accessToken).digest('hex'),
  });
  const body = FacebookUserSchema.safeParse(await getJson(deps.fetch, `${graphUrl}/me?${query.toString()}`));
  if (!body.success) return null;
  if (debug.data.data.user_id && debug.data.data.user_id !== body.data.id) return null;
  // Facebook only returns confirmed addresses.
  return {
    provider: 'facebook' as const,
    id: body.data.id,
    name: body.data.name?.trim() || null,
    email: validEmail(body.data.email),
    avatar: body.data.picture?.data?.url || null,
  };
}

/**
 * Checks that `accessToken` was issued to this app and asks the provider who owns it.
 * Never throws: a failure is `invalid` or `unavailable`, and the caller answers `status: 'error'`.
 */
export async function fetchSocialIdentity(
  deps: { config: Config; fetch: typeof fetch },
  provider: SocialProvider,
  accessToken: string,
): Promise<SocialIdentity | SocialFailure> {
  try {
    const identity =
      provider === 'google' ? await googleIdentity(deps, accessToken) : await facebookIdentity(deps, accessToken);
    return identity ?? 'invalid';
  } catch (error) {
    return error instanceof ProviderUnavailable ? 'unavailable' : 'invalid';
  }
}
