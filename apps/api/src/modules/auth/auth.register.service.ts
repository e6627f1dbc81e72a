import type { z } from 'zod';
import type { RegisterBodySchema, RegisterResponse } from '@nirog/contracts';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { passwordWeakness } from './auth.password-strength';
import { pokeMailWorkers } from '../mail';
import type { Answer, AuthDeps } from './auth.deps';
import { createUser, findUserByEmail, findUserByReferralCode } from './auth.users';
import { queueVerificationMail } from './auth.verification.service';

type RegisterInput = z.output<typeof RegisterBodySchema>;

/** Creates an unverified account and queues its verification mail in the same transaction. */
export async function register(deps: AuthDeps, body: RegisterInput): Promise<Answer<RegisterResponse>> {
  const errors: FieldErrors = {};
  if (await findUserByEmail(deps.db, body.email)) errors.email = ['validation.unique'];
  const weakness = passwordWeakness(body.password, body);
  if (weakness) errors.password = [weakness];
  let parentId: number | null = null;
  if (body.parent_referral_code) {
    const parent = await findUserByReferralCode(deps.db, body.parent_referral_code);
    if (parent) parentId = parent.id;
    else errors.parent_referral_code = ['validation.exists'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      name: body.name,
      email: body.email,
      phone: body.phone,
      passwordHash,
      parentId,
      lang: deps.lang,
    });
    await queueVerificationMail(tx, deps, user);
  });
  pokeMailWorkers();
  return { message: 'auth.register.need_verification', need_verification: true };
}
