import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CALL_RING_SECONDS, IceServerSchema, type IceServer } from '@nirog/contracts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const optionalUrl = z.url().optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Interface to listen on: localhost unless told otherwise; production must name it (see docs/deployment.md).
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Nirog <no-reply@nirog.test>'),
  STAFF_EMAIL: z.email().default('support@nirog.test'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SEED_DEMO: bool.default(true),
  // Default: info in development, warn in production (a log line per request costs CPU and disk).
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  APP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // Proxies in front of the api: a hop count or their addresses/CIDRs; `true` is refused (see trustProxyOf).
  TRUST_PROXY: z.string().default('false'),
  // The OpenAPI page /api/docs: on outside production, off in production unless asked for.
  API_DOCS: bool.optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  // Social sign-in: Google shows when its client id is set; Facebook needs its app id and app secret.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  FACEBOOK_APP_ID: z.string().optional(),
  // Secret: never logged nor sent to the browser.
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  // Lifetimes of the e-mail verification link and the password reset token.
  EMAIL_VERIFY_TTL_MINUTES: z.coerce.number().int().min(1).max(10080).default(60),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  // A personal access token unused this many days stops working (and is deleted).
  TOKEN_IDLE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // How long public shop answers (pages, popular lists, categories, slides) are reused; 0 turns it off.
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  // Payments: the built-in sandbox gateway unless SSLCommerz is chosen (then its store id and password are required).
  PAYMENT_GATEWAY: z.enum(['sandbox', 'sslcommerz']).default('sandbox'),
  // The sandbox takes no money: production refuses it unless this says the site is a staging site.
  PAYMENT_SANDBOX_IN_PRODUCTION: bool.default(false),
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  // Secret: never logged nor sent to the browser.
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  SSLCOMMERZ_API_URL: z.url().default('https://sandbox.sslcommerz.com'),
  // A payment whose gateway session is older than this is asked about by the reconciliation job.
  PAYMENT_RECONCILE_MINUTES: z.coerce.number().int().min(1).max(10080).default(30),
  // Lifetime of the signed addresses of private files (prescription images) handed to their owner or staff.
  PRIVATE_FILE_LINK_MINUTES: z.coerce.number().int().min(10).max(1440).default(15),
  // Calls (DESIGN.md section 6): ICE servers handed to the browsers. ICE_SERVERS is a JSON array of
  // RTCIceServer objects given as they are; STUN_URLS and TURN_URLS are comma-separated stun:/turn: URLs;
  // TURN_SECRET is coturn's static-auth-secret, from which each caller gets credentials for TURN_TTL_SECONDS.
  ICE_SERVERS: z.string().optional(),
  STUN_URLS: z.string().optional(),
  TURN_URLS: z.string().optional(),
  // Secret: never logged nor sent to the browser.
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(7200),
  // Seconds a call rings before the timeout job makes it missed (short only in tests of the missed call).
  CALL_RING_SECONDS: z.coerce.number().int().min(3).max(600).default(CALL_RING_SECONDS),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  staffEmail: string;
  redisUrl?: string;
  seedDemo: boolean;
  logLevel: string;
  appKey?: string;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: false | number | string[];
  /** Serve the OpenAPI page at /api/docs. */
  apiDocs: boolean;
  webDist: string;
  social: {
    google: { clientId?: string; userinfoUrl: string; tokeninfoUrl: string };
    /** `appSecret` is a secret: never log it nor send it to the browser. */
    facebook: { appId?: string; appSecret?: string; graphUrl: string };
  };
  auth: { emailVerifyMinutes: number; passwordResetMinutes: number; tokenIdleDays: number };
  /** Seconds public catalogue answers are reused (0: never). */
  catalogCacheSeconds: number;
  payments: {
    gateway: 'sandbox' | 'sslcommerz';
    /** `storePassword` is a secret: never log it nor send it to the browser. */
    sslcommerz: { storeId?: string; storePassword?: string; apiUrl: string };
    reconcileMinutes: number;
  };
  /** Minutes a signed private-file address works. */
  privateFileLinkMinutes: number;
  /** ICE servers of calls; `turn.secret` is a secret: never log it nor send it to the browser. */
  ice: {
    servers: IceServer[];
    stunUrls: string[];
    turn: { urls: string[]; secret: string; ttlSeconds: number } | null;
  };
  /** Seconds an unanswered call rings before it becomes missed. */
  callRingSeconds: number;
}

export class ConfigError extends Error {}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY next to addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default: the connection's address is the client), a number of proxy hops, or a
 * comma-separated list of the proxies' addresses/CIDRs. `true` would let any client choose its address with
 * X-Forwarded-For and so escape every per-address rate limit: refused.
 */
function trustProxyOf(value: string): { value?: false | number | string[]; error?: string } {
  const v = value.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(v)) return { value: false };
  if (['true', 'yes', 'on'].includes(v)) {
    return {
      error:
        'TRUST_PROXY: "true" would trust an X-Forwarded-For header sent by anyone, so every client could choose its ' +
        'address and escape the per-address rate limits. Give the number of proxies in front of Nirog (e.g. 1) or ' +
        'their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1); see docs/deployment.md',
    };
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? { value: hops } : { error: 'TRUST_PROXY: a hop count must be between 0 and 10' };
  }
  const entries = v.split(',').map((e) => e.trim());
  const wrong = entries.filter((e) => !isAddressOrCidr(e));
  if (wrong.length) {
    return {
      error: `TRUST_PROXY: not a hop count nor proxy addresses/CIDRs: ${wrong.map((e) => JSON.stringify(e)).join(', ')}`,
    };
  }
  return { value: entries };
}

/** A comma-separated list of URLs of the given schemes (`stun:host:3478`), or an error naming the bad ones. */
function iceUrlsOf(name: string, value: string | undefined, schemes: string[]): { urls: string[]; error?: string } {
  const urls = (value ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const pattern = new RegExp(`^(${schemes.join('|')}):[^\\s,]+$`);
  const wrong = urls.filter((u) => !pattern.test(u));
  if (wrong.length) {
    return {
      urls,
      error: `${name}: not ${schemes.join(':/')}: URLs: ${wrong.map((u) => JSON.stringify(u)).join(', ')}`,
    };
  }
  return { urls };
}

/** ICE_SERVERS: a JSON array of RTCIceServer objects (`[{"urls":"stun:stun.example.org:3478"}]`). */
function iceServersOf(value: string | undefined): { servers: IceServer[]; error?: string } {
  if (!value) return { servers: [] };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { servers: [], error: 'ICE_SERVERS: not JSON (a JSON array of {"urls": ...} objects)' };
  }
  const parsed = z.array(IceServerSchema).safeParse(json);
  if (!parsed.success)
    return { servers: [], error: 'ICE_SERVERS: must be a JSON array of {"urls", "username"?, "credential"?}' };
  return { servers: parsed.data };
}

/**
 * Production runs the compiled api (`npm run build`: apps/api/dist/server.js), not TypeScript through
 * tsx: `moduleUrl` is the running server module's URL.
 */
export function assertCompiledInProduction(config: Pick<Config, 'env'>, moduleUrl: string): void {
  if (config.env === 'production' && /\.[cm]?tsx?$/.test(new URL(moduleUrl).pathname)) {
    throw new ConfigError(
      'NODE_ENV=production runs the compiled api: `npm run build`, then `node apps/api/dist/server.js` (`npm start` does both)',
    );
  }
}

/** Reads the environment once at start; fails fast listing every wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const errors: string[] = [];
  if (e.PAYMENT_GATEWAY === 'sslcommerz' && (!e.SSLCOMMERZ_STORE_ID || !e.SSLCOMMERZ_STORE_PASSWORD)) {
    errors.push('PAYMENT_GATEWAY: sslcommerz needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD');
  }
  if (production && e.PAYMENT_GATEWAY === 'sandbox' && !e.PAYMENT_SANDBOX_IN_PRODUCTION) {
    errors.push(
      'PAYMENT_GATEWAY: the sandbox gateway marks orders paid without taking any money, so production refuses it. ' +
        'Set PAYMENT_GATEWAY=sslcommerz (with its store id and password), or PAYMENT_SANDBOX_IN_PRODUCTION=true ' +
        'on a staging site that must not take real payments',
    );
  }
  if (production && !e.HOST) {
    errors.push(
      'HOST: required in production: the interface to listen on, e.g. 127.0.0.1 behind a proxy on the same ' +
        'machine, or 0.0.0.0 for every interface (a container, or a load balancer elsewhere)',
    );
  }
  if (production && !e.APP_URL) {
    errors.push(
      'APP_URL: required in production: the address people open the site at (https://nirog.example). Mail links, ' +
        "referral links and the payment gateway's return addresses are made from it; without it they point at localhost",
    );
  }
  const trustProxy = trustProxyOf(e.TRUST_PROXY);
  if (trustProxy.error) errors.push(trustProxy.error);
  const iceServers = iceServersOf(e.ICE_SERVERS);
  const stun = iceUrlsOf('STUN_URLS', e.STUN_URLS, ['stun', 'stuns']);
  const turn = iceUrlsOf('TURN_URLS', e.TURN_URLS, ['turn', 'turns']);
  for (const error of [iceServers.error, stun.error, turn.error]) if (error) errors.push(error);
  if (turn.urls.length > 0 && !e.TURN_SECRET) {
    errors.push('TURN_URLS: needs TURN_SECRET, the static-auth-secret of the TURN server (see docs/deployment.md)');
  }
  if (e.TURN_SECRET && turn.urls.length === 0) errors.push('TURN_SECRET: set without TURN_URLS');
  if (errors.length) throw new ConfigError(`Invalid configuration:\n${errors.map((l) => `  ${l}`).join('\n')}`);
  return {
    env: e.NODE_ENV,
    host: e.HOST ?? 'localhost',
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'warn' : 'info'),
    appKey: e.APP_KEY,
    trustProxy: trustProxy.value ?? false,
    apiDocs: e.API_DOCS ?? !production,
    webDist: path.resolve(e.WEB_DIST),
    social: {
      google: {
        clientId: e.GOOGLE_CLIENT_ID,
        userinfoUrl: e.GOOGLE_USERINFO_URL,
        tokeninfoUrl: e.GOOGLE_TOKENINFO_URL,
      },
      facebook: { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL },
    },
    auth: {
      emailVerifyMinutes: e.EMAIL_VERIFY_TTL_MINUTES,
      passwordResetMinutes: e.PASSWORD_RESET_TTL_MINUTES,
      tokenIdleDays: e.TOKEN_IDLE_DAYS,
    },
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      sslcommerz: {
        storeId: e.SSLCOMMERZ_STORE_ID,
        storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
        apiUrl: e.SSLCOMMERZ_API_URL.replace(/\/+$/, ''),
      },
      reconcileMinutes: e.PAYMENT_RECONCILE_MINUTES,
    },
    privateFileLinkMinutes: e.PRIVATE_FILE_LINK_MINUTES,
    ice: {
      servers: iceServers.servers,
      stunUrls: stun.urls,
      turn: e.TURN_SECRET ? { urls: turn.urls, secret: e.TURN_SECRET, ttlSeconds: e.TURN_TTL_SECONDS } : null,
    },
    callRingSeconds: e.CALL_RING_SECONDS,
  };
}
