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
}

/** A service answer whose message is still a dictionary key; the route translates it. */
export type Answer<T extends { message: string }> = Omit<T, 'message'> & {
  message: MessageKey;
  messageParams?: Record<string, string | number>;
};
