import { and, eq, gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Language } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { translate, type MessageKey } from '../../lib/i18n';
import { sha256 } from '../../lib/ids';
import { sign } from '../../lib/signing';
import { loginAddresses, loginAttempts } from './auth.tables';

/**
 * Sign-in attempts per account, counted across every client address (the per-address rate limit of
 * the route stops one address; this stops many addresses guessing one account).
 *
 * The policy, and why:
 * - Four attempts go through at once; from the fifth within the quiet window each attempt must wait
 *   longer than the one before (30 s, 1, 2, 4, then 5 minutes at most). A person who mistypes a few
 *   times barely notices; a guesser gets about a dozen tries an hour per account instead of thousands,
 *   and passwords are checked against common ones at registration (auth.password-strength.ts).
 * - The wait is capped at 5 minutes and nothing locks for longer: an attacker who fails on purpose
 *   can delay, never lock out, the real person.
 * - Even that delay does not reach the real person where they signed in before: attempts from an
 *   address the account signed in from (or finished a password reset at) in the last 90 days are
 *   counted apart, so failures from elsewhere never slow them. A password reset also clears the count.
 * - An attempt is counted when it starts (before the password is checked) and a success clears it, so
 *   a burst of parallel guesses cannot slip through while the first ones are still being checked.
 * - The same holds for e-mails with no account: the key is a hash of what was typed, so the limiter's
 *   answers say nothing about which accounts exist.
 *
 * Counters live in Redis when REDIS_URL is set, otherwise in the database (`login_attempts`), with
 * one atomic step each and the same policy, so every api process shares them (DESIGN.md section 1).
 */
export const LOGIN_THROTTLE = {
  /** An attempt after this much quiet starts the count again. */
  windowMs: 15 * 60_000,
  /** The wait an attempt imposes on the next one, by its number in the count; the last repeats. */
  delaysMs: [0, 0, 0, 0, 30_000, 60_000, 120_000, 240_000, 300_000],
};
/** How long an address an account signed in from counts as known. */
export const KNOWN_ADDRESS_DAYS = 90;

export type AttemptAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One atomic step per attempt: refused while the key waits, otherwise counted. */
export interface AttemptStore {
  take(key: string): Promise<AttemptAnswer>;
  clear(key: string): Promise<void>;
}

const msInterval = (ms: unknown) => sql`(${ms}::bigint * interval '1 millisecond')`;

/** Counters in the `login_attempts` table; the database's clock. */
export function databaseAttemptStore(db: DbOrTx, policy = LOGIN_THROTTLE): AttemptStore {
  const delays = sql`${`{${policy.delaysMs.join(',')}}`}::bigint[]`;
  const last = policy.delaysMs.length;
  return {
    async take(key) {
      const count = sql`CASE WHEN a.updated_at < now() - ${msInterval(policy.windowMs)} THEN 1 ELSE a.attempts + 1 END`;
      const taken = (await db.execute(sql`
        INSERT INTO ${loginAttempts} AS a (key, attempts, locked_until, updated_at)
        VALUES (${key}, 1, now() + ${msInterval(sql`(${delays})[1]`)}, now())
        ON CONFLICT (key) DO UPDATE SET
          attempts = ${count},
          locked_until = now() + ${msInterval(sql`(${delays})[least(${count}, ${last})]`)},
          updated_at = now()
        WHERE a.locked_until <= now()
        RETURNING a.attempts`)) as unknown as { rows: unknown[] };
      if (taken.rows.length > 0) return { allowed: true };
      const [row] = await db
        .select({
          ms: sql<number>`ceil(extract(epoch from ${loginAttempts.lockedUntil} - now()) * 1000)`.mapWith(Number),
        })
        .from(loginAttempts)
        .where(eq(loginAttempts.key, key));
      return { allowed: false, retryAfterMs: Math.max(1000, row?.ms ?? 1000) };
    },
    async clear(key) {
      // Rows that have gone quiet are dropped on the way (typed e-mails that were never an account).
      const stale = policy.windowMs + policy.delaysMs[last - 1];
      await db
        .delete(loginAttempts)
        .where(sql`${loginAttempts.key} = ${key} OR ${loginAttempts.updatedAt} < now() - ${msInterval(stale)}`);
    },
  };
}

/**
 * The same step in Redis (Redis's clock): a hash per key that expires once the count would start
 * again. ARGV: the window, then the delays.
 */
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local state = redis.call('HMGET', KEYS[1], 'attempts', 'locked_until', 'updated_at')
local attempts = tonumber(state[1]) or 0
local locked = tonumber(state[2]) or 0
local updated = tonumber(state[3]) or 0
if locked > now then return locked - now end
if now - updated > window then attempts = 0 end
attempts = attempts + 1
local delay = tonumber(ARGV[math.min(attempts, #ARGV - 1) + 1])
redis.call('HSET', KEYS[1], 'attempts', attempts, 'locked_until', now + delay, 'updated_at', now)
redis.call('PEXPIRE', KEYS[1], window + delay)
return 0
`;

export function redisAttemptStore(redis: Redis, policy = LOGIN_THROTTLE, prefix = 'nirog-attempts:'): AttemptStore {
  return {
    async take(key) {
      const wait = Number(await redis.eval(TAKE_SCRIPT, 1, prefix + key, policy.windowMs, ...policy.delaysMs));
      return wait > 0 ? { allowed: false, retryAfterMs: Math.max(1000, wait) } : { allowed: true };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

export function attemptStore(deps: { db: DbOrTx; redis?: Redis | null }): AttemptStore {
  return deps.redis ? redisAttemptStore(deps.redis) : databaseAttemptStore(deps.db);
}

/** The counter of sign-ins into the account typed, from a known address of it or from anywhere else. */
export function loginKey(email: string, knownAddress: string | null): string {
  return sha256(`login:${email.trim().toLowerCase()}${knownAddress ? `|${knownAddress}` : ''}`);
}

/** A client address as stored: an HMAC with the app key, not the address itself. */
export const addressHash = (appKey: string, address: string) => sign(appKey, `login-address:${address}`);

/** True when the user signed in (or reset the password) from this address within KNOWN_ADDRESS_DAYS. */
export async function isKnownAddress(db: DbOrTx, userId: number, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: loginAddresses.userId })
    .from(loginAddresses)
    .where(
      and(
        eq(loginAddresses.userId, userId),
        eq(loginAddresses.addressHash, hash),
        gt(loginAddresses.lastSeenAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    );
  return row !== undefined;
}

export async function rememberAddress(db: DbOrTx, userId: number, hash: string): Promise<void> {
  await db
    .insert(loginAddresses)
    .values({ userId, addressHash: hash })
    .onConflictDoUpdate({
      target: [loginAddresses.userId, loginAddresses.addressHash],
      set: { lastSeenAt: sql`now()` },
    });
}

/**
 * 429 with the wait in words, also under `email` where the sign-in form shows it; the route sends the
 * wait as `Retry-After` too.
 */
export class TooManyAttemptsError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(lang: Language, retryAfterMs: number) {
    const seconds = Math.ceil(retryAfterMs / 1000);
    const [key, params]: [MessageKey, Record<string, number>] =
      seconds < 60
        ? ['auth.login.throttled_seconds', { seconds }]
        : ['auth.login.throttled_minutes', { minutes: Math.ceil(seconds / 60) }];
    super(429, key, params, { errors: { email: [translate(lang, key, params)] } });
    this.retryAfterSeconds = seconds;
  }
}
