import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 190 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    /** argon2id; null for accounts created by social sign-in until a password is set. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the last verification link was queued; throttles re-sends. */
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockReason: text('block_reason'),
    referralCode: varchar('referral_code', { length: 16 }).notNull(),
    /** The user whose referral code was used at registration. */
    parentId: integer('parent_id'),
    occupation: varchar('occupation', { length: 120 }),
    dob: date('dob'),
    sex: varchar('sex', { length: 10 }),
    country: varchar('country', { length: 80 }),
    city: varchar('city', { length: 80 }),
    location: varchar('location', { length: 255 }),
    avatar: text('avatar'),
    /** The language the user last signed in with ('en' or 'bn'): mails not caused by their own request use it. */
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    index('users_parent_id_idx').on(t.parentId),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // Back-office search matches partial names, e-mails and phone numbers (ILIKE '%…%').
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Personal access tokens `id|secret`; only the SHA-256 of the secret is stored. */
export const accessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    name: varchar('name', { length: 60 }).notNull().default('web'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personal_access_tokens_user_idx').on(t.userId)],
);

/** Password reset tokens: single use (usedAt), expiring, hashed. */
export const passwordResets = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Links a Google or Facebook identity to a user. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerUserId: varchar('provider_user_id', { length: 120 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_unique').on(t.provider, t.providerUserId),
    index('social_accounts_user_idx').on(t.userId),
  ],
);

/**
 * Sign-in attempts per account (auth.throttle.ts), when counters are not kept in Redis. `key` is a
 * hash of the e-mail typed (and, for an address the account signed in from before, of that address):
 * accounts that do not exist are counted the same way, so the limiter tells nothing about them.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    /** Attempts since the counter last started (it starts again after a quiet window or a success). */
    attempts: integer('attempts').notNull(),
    /** No attempt is taken before this; set from the policy at each attempt. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_updated_idx').on(t.updatedAt)],
);

/**
 * Addresses an account signed in from (or finished a password reset at), kept as an HMAC with the app
 * key: failures from elsewhere do not slow a sign-in from one of them (auth.throttle.ts).
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: varchar('address_hash', { length: 64 }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);
