import { eq } from 'drizzle-orm';
import type { AuthUser } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { minutes } from '../../lib/time';
import { rolesOf, type UserRow } from './auth.session';
import { users } from './auth.tables';

/** A user counts as online while their last heartbeat is this recent (DESIGN.md section 6). */
export const ONLINE_WINDOW_MS = minutes(5);

/** The one place a user becomes the wire's AuthUser (spec 1 section 3). */
export function serializeUser(user: UserRow, roles: Array<{ id: number; name: string }>, now = Date.now()): AuthUser {
  const online = user.lastSeenAt !== null && now - user.lastSeenAt.getTime() <= ONLINE_WINDOW_MS;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    occupation: user.occupation,
    dob: user.dob,
    sex: user.sex,
    country: user.country,
    city: user.city,
    location: user.location,
    avatar: user.avatar,
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    online_status: online ? 'online' : 'offline',
    referral_code: user.referralCode,
    email_verified: user.emailVerifiedAt !== null,
  };
}

/** Loads a user with their roles, serialized; null when the id is unknown. */
export async function loadAuthUser(db: DbOrTx, userId: number): Promise<AuthUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return serializeUser(user, await rolesOf(db, userId));
}

export async function authUserOf(db: DbOrTx, user: UserRow): Promise<AuthUser> {
  return serializeUser(user, await rolesOf(db, user.id));
}
