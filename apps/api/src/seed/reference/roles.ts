import { ROLE_NAMES } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { authTables } from '../../modules/auth';

export async function seedRoles(db: DbOrTx) {
  const rows = Object.entries(ROLE_NAMES).map(([id, name]) => ({ id: Number(id), name }));
  await db.insert(authTables.roles).values(rows).onConflictDoNothing();
}
