import type { RoleId } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { referralCode } from '../../lib/ids';
import { authTables, issueToken } from '../auth';

let userCount = 0;

export interface TestUser {
  id: number;
  token: string;
  email: string;
  name: string;
}

export async function createRequestUser(db: DbOrTx, roles: RoleId[] = []): Promise<TestUser> {
  userCount += 1;
  const email = `medicine-request-user-${process.pid}-${userCount}@example.com`;
  const name = `Request User ${userCount}`;
  const [user] = await db
    .insert(authTables.users)
    .values({ name, email, referralCode: referralCode(), emailVerifiedAt: new Date() })
    .returning({ id: authTables.users.id });
  for (const roleId of roles) await db.insert(authTables.userRoles).values({ userId: user.id, roleId });
  return { id: user.id, token: await issueToken(db, user.id), email, name };
}
