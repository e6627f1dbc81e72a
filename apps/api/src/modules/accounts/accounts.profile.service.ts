import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser, PersonalInformationBodySchema, SetPhoneBodySchema } from '@nirog/contracts';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { APP_TIME_ZONE } from '../../lib/time';
import { authTables, authUserOf } from '../auth';

const { users } = authTables;

/** Blanks arrive as null, absent fields as undefined. */
export type PersonalInformationInput = z.output<typeof PersonalInformationBodySchema>;
/** Without the +88 prefix, as registration stores it. */
export type PhoneNumber = z.output<typeof SetPhoneBodySchema>['phone'];

/**
 * Keyspace of the set-phone advisory locks (two-int form). Negative, so it never meets the
 * checkout's `(user id, key)` locks, whose first half is a positive user id.
 */
const PHONE_LOCK_SPACE = -2;

/** Today's calendar day in Bangladesh, `YYYY-MM-DD`. */
function dhakaToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * `update/personal-information`: name and the optional details. A blank field clears it; a field left
 * out of the request keeps its value. A birthday after today (Dhaka) is refused.
 */
export async function updatePersonalInformation(
  db: Db,
  userId: number,
  input: PersonalInformationInput,
  now = new Date(),
): Promise<AuthUser> {
  if (input.dob && input.dob > dhakaToday(now)) throw fieldError('dob', 'profile.dob_future');
  const [user] = await db
    .update(users)
    .set({
      name: input.name,
      occupation: input.occupation,
      dob: input.dob,
      sex: input.sex,
      country: input.country,
      city: input.city,
      location: input.location,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return authUserOf(db, user);
}

/**
 * `set-phone`: only for an account without a number, and only a number no other account has.
 * The users table has no unique index on phone (registration does not require one), so an advisory
 * lock on the number serializes two accounts claiming it at once: the second sees the first's row.
 */
export async function setPhone(db: Db, userId: number, phone: PhoneNumber): Promise<AuthUser> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PHONE_LOCK_SPACE}::int, hashtext(${phone}))`);
    const [me] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (me.phone) throw fieldError('phone', 'profile.phone_already_set');
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, userId)))
      .limit(1);
    if (other) throw fieldError('phone', 'profile.phone_taken');
    const [user] = await tx.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    return authUserOf(tx, user);
  });
}
