import { and, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { referralCode } from '../../lib/ids';
import type { UserRow } from './auth.session';
import { users } from './auth.tables';
import { uniqueViolation } from '../../db/errors';

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'referralCode' | 'email'> & { email: string };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function findUserByReferralCode(db: DbOrTx, code: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.referralCode, code.trim().toUpperCase()));
  return user ?? null;
}

/**
 * Inserts a user with a fresh unique referral code. Each try runs in a savepoint, so a code
 * collision is retried and a concurrent registration of the same e-mail becomes a field error.
 */
export async function createUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (sp) => {
        const [user] = await sp
          .insert(users)
          .values({ ...values, email: normalizeEmail(values.email), referralCode: referralCode() })
          .returning();
        return user;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'users_email_lower_unique') throw fieldError('email', 'validation.unique');
      if (constraint === 'users_referral_code_unique' && attempt < 5) continue;
      throw err;
    }
  }
}

/**
 * Keeps the language the user registers, signs in or switches the app to, for the mails others' actions
 * send them (a doctor's new booking).
 */
export async function rememberLanguage(db: DbOrTx, userId: number, lang: Language): Promise<void> {
  await db
    .update(users)
    .set({ lang })
    .where(and(eq(users.id, userId), ne(users.lang, lang)));
}
