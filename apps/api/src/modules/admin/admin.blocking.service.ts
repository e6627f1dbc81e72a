import { eq, sql } from 'drizzle-orm';
import { ROLE } from '@nirog/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { authTables, revokeAllTokens } from '../auth';
import { writeAudit } from './admin.audit.service';
import { adminTransaction, assertAnotherActiveAdmin, findUser, hasRole } from './admin.guards';
import { getUserDetail, type UserActionResult } from './admin.users.service';

const { users, accessTokens } = authTables;

/** Blocks an account and signs it out everywhere at once. */
export async function blockUser(
  db: Db,
  input: { actorId: number | null; userId: number; reason: string },
): Promise<UserActionResult> {
  await adminTransaction(db, input.actorId, async (tx) => {
    const user = await findUser(tx, input.userId);
    if (user.id === input.actorId) throw new HttpError(422, 'admin.cannot_block_self');
    if (user.blockedAt) throw new HttpError(422, 'admin.already_blocked');
    if (await hasRole(tx, user.id, ROLE.Admin)) await assertAnotherActiveAdmin(tx, user.id);
    await tx
      .update(users)
      .set({ blockedAt: sql`now()`, blockReason: input.reason, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    const revoked = await tx.$count(accessTokens, eq(accessTokens.userId, user.id));
    await revokeAllTokens(tx, user.id);
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'user_blocked',
      subjectType: 'user',
      subjectId: user.id,
      details: { reason: input.reason, revoked_sessions: revoked },
    });
  });
  return { messageKey: 'admin.user_blocked', user: await getUserDetail(db, input.userId) };
}

export async function unblockUser(
  db: Db,
  input: { actorId: number | null; userId: number },
): Promise<UserActionResult> {
  await adminTransaction(db, input.actorId, async (tx) => {
    const user = await findUser(tx, input.userId);
    if (!user.blockedAt) throw new HttpError(422, 'admin.not_blocked');
    await tx
      .update(users)
      .set({ blockedAt: null, blockReason: null, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'user_unblocked',
      subjectType: 'user',
      subjectId: user.id,
      details: { previous_reason: user.blockReason },
    });
  });
  return { messageKey: 'admin.user_unblocked', user: await getUserDetail(db, input.userId) };
}
