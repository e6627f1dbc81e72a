import type { Redis } from 'ioredis';
import type { Language } from '@nirog/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MessageKey } from '../../lib/i18n';

/** What the auth services need; routes build it from the app's infrastructure. */
export interface AuthDeps {
  db: Db;
  config: Config;
  appKey: string;
  fetch: typeof fetch;
  /** Language of the request, used for the mails it causes. */
  lang: Language;
  /** Where sign-in counters are shared (REDIS_URL); the database otherwise. */
  redis?: Redis | null;
  /** The client's address (per-account sign-in limits treat known addresses apart). */
  address?: string;
  /** Closes the realtime sockets of the user's revoked tokens; called after a service revoked some. */
  closeRevokedSockets: (userId: number) => Promise<void>;
}

/** A service answer whose message is still a dictionary key; the route translates it. */
export type Answer<T extends { message: string }> = Omit<T, 'message'> & {
  message: MessageKey;
  messageParams?: Record<string, string | number>;
};
