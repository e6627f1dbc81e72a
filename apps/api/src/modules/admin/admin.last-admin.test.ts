import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '@nirog/contracts';
import { referralCode } from '../../lib/ids';
import { bearer, createTestApp } from '../../../test/helpers';
import { authTables, issueToken } from '../auth';
import { blockUser } from './admin.blocking.service';
import { removeStaffRole } from './admin.roles.service';

/** The back office can never be left without an active Admin, even under concurrent changes. */
describe('admin: last active Admin', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const { users, userRoles } = authTables;

  let seq = 0;
  async function createUser(roles: RoleId[], blocked = false) {
    seq += 1;
    const [user] = await db
      .insert(users)
      .values({
        name: `Staff ${seq}`,
        email: `staff${seq}@example.test`,
        referralCode: referralCode(),
        emailVerifiedAt: new Date(),
        blockedAt: blocked ? new Date() : null,
        blockReason: blocked ? 'test' : null,
      })
      .returning();
    if (roles.length) await db.insert(userRoles).values(roles.map((roleId) => ({ userId: user.id, roleId })));
    return { user, token: await issueToken(db, user.id) };
  }
  const activeAdminIds = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLE.Admin)))
        .where(isNull(users.blockedAt))
    ).map((r) => r.id);

  const only = await createUser([ROLE.Admin]);
  await createUser([ROLE.Admin], true);

  it('keeps the Admin role of the last active Admin (a blocked Admin does not count)', async () => {
    await expect(
      removeStaffRole(db, { actorId: null, userId: only.user.id, roleId: ROLE.Admin }),
    ).rejects.toMatchObject({ statusCode: 422, messageKey: 'admin.last_admin' });
    expect(await activeAdminIds()).toEqual([only.user.id]);
  });

  it('does not block the last active Admin', async () => {
    await expect(blockUser(db, { actorId: null, userId: only.user.id, reason: 'test' })).rejects.toMatchObject({
      statusCode: 422,
      messageKey: 'admin.last_admin',
    });
    expect(await activeAdminIds()).toEqual([only.user.id]);
  });

  it('leaves one Admin when two remove each other at the same moment', async () => {
    const a = await createUser([ROLE.Admin]);
    await db.delete(userRoles).where(eq(userRoles.userId, only.user.id));
    const b = await createUser([ROLE.Admin]);
    const results = await Promise.all([
      app.inject({ method: 'DELETE', url: `/api/admin/users/${b.user.id}/roles/1`, headers: bearer(a.token) }),
      app.inject({ method: 'DELETE', url: `/api/admin/users/${a.user.id}/roles/1`, headers: bearer(b.token) }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 422]).toContain(codes[1]);
    expect(await activeAdminIds()).toHaveLength(1);
  });

  it('leaves one Admin unblocked when two block each other at the same moment', async () => {
    const [survivor] = await activeAdminIds();
    const c = await createUser([ROLE.Admin]);
    const s = { token: await issueToken(db, survivor) };
    const results = await Promise.all([
      app.inject({
        method: 'POST',
        url: `/api/admin/users/${c.user.id}/block`,
        headers: bearer(s.token),
        payload: { reason: 'x' },
      }),
      app.inject({
        method: 'POST',
        url: `/api/admin/users/${survivor}/block`,
        headers: bearer(c.token),
        payload: { reason: 'x' },
      }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 403, 422]).toContain(codes[1]);
    expect(await activeAdminIds()).toHaveLength(1);
  });
});
