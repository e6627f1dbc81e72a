import { and, eq } from 'drizzle-orm';
import { ROLE, ROLE_NAMES, STAFF_ROLE_IDS, type RoleId } from '@nirog/contracts';
import type { Db } from '../../db/client';
import { HttpError, fieldError } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { authTables } from '../auth';
import { writeAudit } from './admin.audit.service';
import { adminTransaction, assertAnotherActiveAdmin, findUser, hasRole } from './admin.guards';
import { getUserDetail, type UserActionResult } from './admin.users.service';

const { userRoles } = authTables;

type StaffRoleId = (typeof STAFF_ROLE_IDS)[number];

const GRANTED: Record<StaffRoleId, MessageKey> = {
  [ROLE.Admin]: 'admin.role_granted.admin',
  [ROLE.Pharmacist]: 'admin.role_granted.pharmacist',
};
const REMOVED: Record<StaffRoleId, MessageKey> = {
  [ROLE.Admin]: 'admin.role_removed.admin',
  [ROLE.Pharmacist]: 'admin.role_removed.pharmacist',
};

function isStaffRole(roleId: number): roleId is StaffRoleId {
  return (STAFF_ROLE_IDS as readonly number[]).includes(roleId);
}

/** Provider roles (Doctor, Nurse, Ambulance) come only from approved applications. */
function staffRoleOrFail(roleId: number): StaffRoleId {
  if (isStaffRole(roleId)) return roleId;
  const isProviderRole = Object.prototype.hasOwnProperty.call(ROLE_NAMES, roleId);
  throw fieldError('role_id', isProviderRole ? 'admin.role_not_staff' : 'validation.in');
}

/** Grants Admin or Pharmacist. */
export async function grantStaffRole(
  db: Db,
  input: { actorId: number | null; userId: number; roleId: number },
): Promise<UserActionResult> {
  const roleId = staffRoleOrFail(input.roleId);
  await adminTransaction(db, input.actorId, async (tx) => {
    const user = await findUser(tx, input.userId);
    if (await hasRole(tx, user.id, roleId)) throw fieldError('role_id', 'admin.role_already_held');
    await tx.insert(userRoles).values({ userId: user.id, roleId });
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'role_granted',
      subjectType: 'user',
      subjectId: user.id,
      details: { role_id: roleId, role: ROLE_NAMES[roleId as RoleId] },
    });
  });
  return { messageKey: GRANTED[roleId], user: await getUserDetail(db, input.userId) };
}

/** Removes Admin or Pharmacist; never one's own Admin role, never the last active Admin's. */
export async function removeStaffRole(
  db: Db,
  input: { actorId: number | null; userId: number; roleId: number },
): Promise<UserActionResult> {
  const roleId = staffRoleOrFail(input.roleId);
  await adminTransaction(db, input.actorId, async (tx) => {
    const user = await findUser(tx, input.userId);
    if (!(await hasRole(tx, user.id, roleId))) throw new HttpError(422, 'admin.role_not_held');
    if (roleId === ROLE.Admin) {
      if (user.id === input.actorId) throw new HttpError(422, 'admin.cannot_remove_own_admin');
      await assertAnotherActiveAdmin(tx, user.id);
    }
    await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, roleId)));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'role_removed',
      subjectType: 'user',
      subjectId: user.id,
      details: { role_id: roleId, role: ROLE_NAMES[roleId as RoleId] },
    });
  });
  return { messageKey: REMOVED[roleId], user: await getUserDetail(db, input.userId) };
}
