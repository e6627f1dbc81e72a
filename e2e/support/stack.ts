import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { startMailCatcher } from './mail-catcher';
import { startServer, type RunningServer } from './server';

type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** What a journey file runs against: the server as the README starts it, Chromium, and a mail catcher if asked. */
export interface E2eStack {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly mail: MailCatcher;
  /**
   * Stops the server, runs `between` on its data directory (the embedded database opens in one process at a
   * time), and starts it again on the same address and data: pages reload to reach it, their sign-ins hold.
   */
  restartServer(between: (dataDir: string) => Promise<void>): Promise<void>;
}

/**
 * Starts the stack before the file's tests and stops it after them. The fields are read inside tests
 * (they exist once `beforeAll` has run); `mail` only when `{ mail: true }`, which also gives the server
 * the catcher's `SMTP_URL`; `browserArgs` are extra Chromium switches (e.g. FAKE_MEDIA_ARGS); `env` extra server
 * settings (e.g. a short CALL_RING_SECONDS).
 */
export function useE2eStack(
  options: { mail?: boolean; browserArgs?: string[]; env?: Record<string, string> } = {},
): E2eStack {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let mail: MailCatcher | undefined;

  const serverEnv = () => ({ ...options.env, ...(mail ? { SMTP_URL: mail.url } : {}) });

  beforeAll(async () => {
    if (options.mail) mail = await startMailCatcher();
    server = await startServer(serverEnv(), { template: inject('dataDirTemplate') });
    browser = await launchBrowser(options.browserArgs);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not running: read it inside a test`);
    return value;
  };
  return {
    get server() {
      return started(server, 'the server');
    },
    get browser() {
      return started(browser, 'the browser');
    },
    get mail() {
      return started(mail, options.mail ? 'the mail catcher' : 'the mail catcher (useE2eStack({ mail: true }))');
    },
    async restartServer(between) {
      const current = started(server, 'the server');
      server = undefined;
      await current.stop({ keepData: true });
      try {
        await between(current.dataDir);
      } finally {
        server = await startServer(serverEnv(), {
          port: Number(new URL(current.url).port),
          dataDir: current.dataDir,
          removeDataDir: true,
        });
      }
    },
  };
}
