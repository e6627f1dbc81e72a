import { desc, eq, sql } from 'drizzle-orm';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { mailTables } from '../mail';
import { userRoles } from './auth.tables';
import { createUser } from './auth.users';

/** Helpers for the auth tests (not used by the app). */

let ipCounter = 0;
/** A fresh client address, so per-address rate limits do not couple unrelated tests. */
export const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

let userCounter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${++userCounter}@example.com`;

export interface TestUserOptions {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  verified?: boolean;
  blocked?: boolean;
  roleIds?: number[];
}

/** Inserts a user straight into the database (faster than the register flow). */
export async function insertUser(db: Db, options: TestUserOptions = {}) {
  const password = options.password ?? 'secret-pass-1';
  const user = await createUser(db, {
    name: options.name ?? 'Test User',
    email: options.email ?? uniqueEmail(),
    phone: options.phone ?? '01712345678',
    passwordHash: await hashPassword(password),
    emailVerifiedAt: options.verified === false ? null : new Date(),
    blockedAt: options.blocked ? new Date() : null,
  });
  for (const roleId of options.roleIds ?? []) await db.insert(userRoles).values({ userId: user.id, roleId });
  return { user, password };
}

/** Logs in through the API and returns the bearer token. */
export async function loginToken(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  const token = res.json().token as string | undefined;
  if (!token) throw new Error(`login failed: ${res.body}`);
  return token;
}

/** Mails queued for an address, newest first. */
export async function mailsTo(db: Db, to: string) {
  const { mailOutbox } = mailTables;
  return db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id));
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match;
}
