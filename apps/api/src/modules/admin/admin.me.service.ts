import { ADMIN_SECTIONS, type AdminMeResponse, type AdminSection, type RoleId } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { rolesOf, type UserRow } from '../auth';

/** The back-office sections a staff member may open, in navigation order (contracts' ADMIN_SECTIONS). */
export function sectionsFor(roleIds: readonly RoleId[]): AdminSection[] {
  return (Object.entries(ADMIN_SECTIONS) as Array<[AdminSection, readonly RoleId[]]>)
    .filter(([, allowed]) => allowed.some((role) => roleIds.includes(role)))
    .map(([section]) => section);
}

export async function staffProfile(db: DbOrTx, user: UserRow, roleIds: readonly RoleId[]): Promise<AdminMeResponse> {
  return {
    user: { id: user.id, name: user.name, email: user.email, avatar: user.avatar, roles: await rolesOf(db, user.id) },
    sections: sectionsFor(roleIds),
  };
}
