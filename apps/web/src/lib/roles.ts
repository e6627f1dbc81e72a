import type { AuthUser, ROLE as CONTRACT_ROLE } from '@nirog/contracts';

// Kept as a type-checked copy so the first page does not pull the zod schemas of @nirog/contracts.
export const ROLE: typeof CONTRACT_ROLE = { Admin: 1, Doctor: 2, Nurse: 3, Ambulance: 4, Pharmacist: 5 };

/** Provider roles that have their own area at /sp/{role name lowercased}. */
export const PROVIDER_ROLE_IDS: readonly number[] = [ROLE.Doctor, ROLE.Nurse, ROLE.Ambulance];
export const STAFF_ROLE_IDS: readonly number[] = [ROLE.Admin, ROLE.Pharmacist];

type RoleHolder = Pick<AuthUser, 'roles'> | null | undefined;

export function hasRole(user: RoleHolder, id: number): boolean {
  return Boolean(user?.roles.some((r) => r.id === id));
}

/** Staff (Admin or Pharmacist) may open the back office. */
export function isStaff(user: RoleHolder): boolean {
  return Boolean(user?.roles.some((r) => STAFF_ROLE_IDS.includes(r.id)));
}

/** The provider roles the user holds, as `{ key, path }` (key is the lowercased role name). */
export function providerRoles(user: RoleHolder): { key: string; path: string }[] {
  return (user?.roles ?? [])
    .filter((r) => PROVIDER_ROLE_IDS.includes(r.id))
    .map((r) => ({ key: r.name.toLowerCase(), path: `/sp/${r.name.toLowerCase()}` }));
}
