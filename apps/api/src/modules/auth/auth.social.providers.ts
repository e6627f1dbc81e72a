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

export const PROVIDER_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

export function isProviderConfigured(config: Config, provider: SocialProvider): boolean {
  return provider === 'google' ? Boolean(config.social.google.clientId) : Boolean(config.social.facebook.appId);
}

const GoogleUserSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
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

async function getJson(fetchFn: typeof fetch, url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetchFn(url, {
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) return null;
  return res.json();
}

/**
 * Asks the provider who owns `accessToken` (Google's userinfo endpoint, Facebook's Graph `/me`).
 * Any failure (bad token, provider down, odd answer) is null: the caller answers `status: 'error'`.
 */
export async function fetchSocialIdentity(
  deps: { config: Config; fetch: typeof fetch },
  provider: SocialProvider,
  accessToken: string,
): Promise<SocialIdentity | null> {
  try {
    if (provider === 'google') {
      const body = GoogleUserSchema.safeParse(
        await getJson(deps.fetch, deps.config.social.google.userinfoUrl, { authorization: `Bearer ${accessToken}` }),
      );
      if (!body.success) return null;
      const verified = body.data.email_verified === true || body.data.email_verified === 'true';
      return {
        provider,
        id: body.data.sub,
        name: body.data.name?.trim() || null,
        email: verified ? validEmail(body.data.email) : null,
        avatar: body.data.picture || null,
      };
    }
    const query = new URLSearchParams({ fields: 'id,name,email,picture', access_token: accessToken });
    const body = FacebookUserSchema.safeParse(
      await getJson(deps.fetch, `${deps.config.social.facebook.graphUrl}/me?${query.toString()}`),
    );
    if (!body.success) return null;
    // Facebook only returns confirmed addresses.
    return {
      provider,
      id: body.data.id,
      name: body.data.name?.trim() || null,
      email: validEmail(body.data.email),
      avatar: body.data.picture?.data?.url || null,
    };
  } catch {
    return null;
  }
}
