import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE, type AdminUser, type AdminUserDetail, type RoleId } from '@nirog/contracts';
import { referralCode } from '../../lib/ids';
import { bearer, createTestApp } from '../../../test/helpers';
import { authTables, issueToken } from '../auth';
import { adminTables } from './index';

const BN = { 'accept-language': 'bn' };

describe('admin: back office and users', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  let seq = 0;
  async function createUser(
    fields: Partial<typeof authTables.users.$inferInsert> & { roles?: RoleId[]; verified?: boolean } = {},
  ) {
    seq += 1;
    const { roles = [], verified = true, ...rest } = fields;
    const [user] = await db
      .insert(authTables.users)
      .values({
        name: `Person ${seq}`,
        email: `person${seq}@example.test`,
        referralCode: referralCode(),
        emailVerifiedAt: verified ? new Date() : null,
        ...rest,
      })
      .returning();
    if (roles.length)
      await db.insert(authTables.userRoles).values(roles.map((roleId) => ({ userId: user.id, roleId })));
    return { user, token: await issueToken(db, user.id) };
  }

  const admin = await createUser({ name: 'Ayesha Admin', roles: [ROLE.Admin] });
  const otherAdmin = await createUser({ name: 'Omar Admin', roles: [ROLE.Admin] });
  const pharmacist = await createUser({ name: 'Parvin Pharmacist', roles: [ROLE.Pharmacist] });
  const doctor = await createUser({ name: 'Dipu Doctor', roles: [ROLE.Doctor] });
  const patient = await createUser({
    name: 'Rahima Khatun',
    email: 'Rahima.K@Example.test',
    phone: '01712345678',
    parentId: admin.user.id,
  });
  const unverified = await createUser({ name: 'Nobin Unverified', verified: false });

  const get = (url: string, token = admin.token, headers = {}) =>
    app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
  const post = (url: string, payload: unknown = {}, token = admin.token, headers = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { ...bearer(token), ...headers } });
  const del = (url: string, token = admin.token, headers = {}) =>
    app.inject({ method: 'DELETE', url, headers: { ...bearer(token), ...headers } });
  const rows = (res: { json: () => { data: AdminUser[] } }) => res.json().data;
  const auditAbout = (userId: number) =>
    db.select().from(adminTables.auditLog).where(eq(adminTables.auditLog.subjectId, userId));

  describe('access', () => {
    it('answers 401 without a token', async () => {
      for (const url of [
        '/api/admin/me',
        '/api/admin/users',
        '/api/admin/audit-log',
        `/api/admin/users/${patient.user.id}`,
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      }
      const write = await app.inject({ method: 'POST', url: `/api/admin/users/${patient.user.id}/block`, payload: {} });
      expect(write.statusCode).toBe(401);
    });

    it('answers 403 to a patient and to a provider', async () => {
      for (const token of [patient.token, doctor.token]) {
        expect((await get('/api/admin/me', token)).statusCode).toBe(403);
        expect((await get('/api/admin/users', token)).statusCode).toBe(403);
      }
      const bn = await get('/api/admin/users', patient.token, BN);
      expect(bn.json().message).toBe('এই কাজের অনুমতি আপনার নেই।');
    });

    it('lets a pharmacist see /me with the catalogue sections, but not the users', async () => {
      const me = await get('/api/admin/me', pharmacist.token);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        user: {
          id: pharmacist.user.id,
          name: 'Parvin Pharmacist',
          email: pharmacist.user.email,
          avatar: null,
          roles: [{ id: 5, name: 'Pharmacist' }],
        },
        sections: ['catalog', 'imports', 'orders', 'prescriptions', 'medicine_requests'],
      });
      expect((await get('/api/admin/users', pharmacist.token)).statusCode).toBe(403);
      expect((await get(`/api/admin/users/${patient.user.id}`, pharmacist.token)).statusCode).toBe(403);
      expect(
        (await post(`/api/admin/users/${patient.user.id}/block`, { reason: 'x' }, pharmacist.token)).statusCode,
      ).toBe(403);
      expect((await get('/api/admin/audit-log', pharmacist.token)).statusCode).toBe(403);
    });

    it('tells an admin which sections they may open', async () => {
      const res = await get('/api/admin/me');
      expect(res.statusCode).toBe(200);
      expect(res.json().sections).toEqual([
        'users',
        'catalog',
        'imports',
        'orders',
        'coupons',
        'prescriptions',
        'medicine_requests',
        'providers',
        'bookings',
        'service_charges',
        'referral_earnings',
        'settings',
        'jobs',
        'calls',
      ]);
      expect(res.json().user.roles).toEqual([{ id: 1, name: 'Admin' }]);
    });
  });

  describe('list', () => {
    it('answers a paginated list, newest first, with the row fields', async () => {
      const res = await get('/api/admin/users');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 20, from: 1 });
      expect(body.total).toBe(body.data.length);
      expect(body.to).toBe(body.data.length);
      expect(body.data[0].id).toBe(unverified.user.id);
      const row = body.data.find((u: AdminUser) => u.id === patient.user.id);
      expect(row).toEqual({
        id: patient.user.id,
        name: 'Rahima Khatun',
        email: 'Rahima.K@Example.test',
        phone: '01712345678',
        roles: [],
        email_verified: true,
        blocked: false,
        blocked_at: null,
        block_reason: null,
        created_at: patient.user.createdAt.toISOString(),
      });
      const adminRow = body.data.find((u: AdminUser) => u.id === admin.user.id);
      expect(adminRow.roles).toEqual([{ id: 1, name: 'Admin' }]);
    });

    it('searches by name, e-mail and phone, case-insensitively and partially', async () => {
      const ids = async (search: string) =>
        rows(await get(`/api/admin/users?search=${encodeURIComponent(search)}`)).map((u) => u.id);
      expect(await ids('rahima')).toEqual([patient.user.id]);
      expect(await ids('RAHIMA.K@example')).toEqual([patient.user.id]);
      expect(await ids('1234567')).toEqual([patient.user.id]);
      expect(await ids('+8801712345678')).toEqual([patient.user.id]);
      expect(await ids('admin')).toEqual([otherAdmin.user.id, admin.user.id]);
      expect(await ids('100%')).toEqual([]);
      expect(await ids('_')).toEqual([]);
    });

    it('filters by role and by status', async () => {
      const ids = async (query: string) => rows(await get(`/api/admin/users?${query}`)).map((u) => u.id);
      expect(await ids('role=5')).toEqual([pharmacist.user.id]);
      expect(await ids('role=1&search=ayesha')).toEqual([admin.user.id]);
      expect(await ids('status=unverified')).toEqual([unverified.user.id]);
      expect(await ids('status=blocked')).toEqual([]);
      expect(await ids('status=active')).not.toContain(unverified.user.id);
      expect(await ids('role=&status=&search=')).toContain(unverified.user.id);
    });

    it('refuses unknown filter values with 422', async () => {
      const res = await get('/api/admin/users?status=sleeping&role=9');
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['role', 'status']);
      expect((await get('/api/admin/users?page=0')).statusCode).toBe(422);
    });

    it('pages through many users and answers an empty page past the end', async () => {
      const base = Date.UTC(2025, 0, 1);
      for (let i = 0; i < 23; i += 1) await createUser({ name: `Pagetest ${i}`, createdAt: new Date(base + i * 1000) });
      const first = (await get('/api/admin/users?search=pagetest')).json();
      expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 23, from: 1, to: 20 });
      expect(first.data[0].name).toBe('Pagetest 22');
      const second = (await get('/api/admin/users?search=pagetest&page=2')).json();
      expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 23, from: 21, to: 23 });
      expect(second.data.map((u: AdminUser) => u.name)).toEqual(['Pagetest 2', 'Pagetest 1', 'Pagetest 0']);
      const beyond = (await get('/api/admin/users?search=pagetest&page=3')).json();
      expect(beyond).toMatchObject({ data: [], current_page: 3, total: 23, from: null, to: null });
    });
  });

  describe('detail', () => {
    it('answers the detail with referrer, sessions and audit entries', async () => {
      await issueToken(db, patient.user.id);
      const res = await get(`/api/admin/users/${patient.user.id}`);
      expect(res.statusCode).toBe(200);
      const detail: AdminUserDetail = res.json();
      expect(detail).toMatchObject({
        id: patient.user.id,
        referral_code: patient.user.referralCode,
        parent: { id: admin.user.id, name: 'Ayesha Admin' },
        last_seen_at: null,
        active_sessions: 2,
        avatar: null,
        audit_entries: [],
      });
    });

    it('answers 404 for an unknown user, in English and Bengali', async () => {
      const res = await get('/api/admin/users/999999');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found.' });
      expect((await get('/api/admin/users/999999', admin.token, BN)).json()).toEqual({
        message: 'ব্যবহারকারী পাওয়া যায়নি।',
      });
      expect((await post('/api/admin/users/999999/block', { reason: 'spam' })).statusCode).toBe(404);
      expect((await post('/api/admin/users/999999/unblock')).statusCode).toBe(404);
      expect((await post('/api/admin/users/999999/roles', { role_id: 5 })).statusCode).toBe(404);
      expect((await del('/api/admin/users/999999/roles/5')).statusCode).toBe(404);
      expect((await get('/api/admin/users/abc')).statusCode).toBe(422);
    });
  });

  describe('block and unblock', () => {
    it('requires a reason, in English and Bengali', async () => {
      const en = await post(`/api/admin/users/${pharmacist.user.id}/block`, {});
      expect(en.statusCode).toBe(422);
      expect(en.json()).toEqual({
        message: 'The reason field is required.',
        errors: { reason: ['The reason field is required.'] },
      });
      const bn = await post(`/api/admin/users/${pharmacist.user.id}/block`, { reason: '   ' }, admin.token, BN);
      expect(bn.statusCode).toBe(422);
      expect(bn.json().errors.reason).toEqual(['কারণ দিতে হবে।']);
      const long = await post(`/api/admin/users/${pharmacist.user.id}/block`, { reason: 'x'.repeat(501) });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.reason[0]).toContain('500');
      expect((await get('/api/admin/me', pharmacist.token)).statusCode).toBe(200);
    });

    it('blocks, signs the user out at once and records the reason', async () => {
      const second = await issueToken(db, pharmacist.user.id);
      const res = await post(`/api/admin/users/${pharmacist.user.id}/block`, { reason: '  Fake prescriptions  ' });
      expect(res.statusCode).toBe(200);
      const { message, user } = res.json();
      expect(message).toBe('The user has been blocked and signed out of every device.');
      expect(user).toMatchObject({ id: pharmacist.user.id, blocked: true, block_reason: 'Fake prescriptions' });
      expect(user.blocked_at).toEqual(expect.any(String));
      expect(user.active_sessions).toBe(0);
      expect(user.audit_entries[0]).toMatchObject({
        actor: { id: admin.user.id, name: 'Ayesha Admin' },
        action: 'user_blocked',
        subject_type: 'user',
        subject_id: pharmacist.user.id,
        details: { reason: 'Fake prescriptions', revoked_sessions: 2 },
      });

      for (const token of [pharmacist.token, second]) {
        expect((await get('/api/admin/me', token)).statusCode).toBe(401);
      }
      const [row] = await db.select().from(authTables.users).where(eq(authTables.users.id, pharmacist.user.id));
      expect(row.blockReason).toBe('Fake prescriptions');
      expect(rows(await get('/api/admin/users?status=blocked')).map((u) => u.id)).toEqual([pharmacist.user.id]);
    });

    it('refuses to block a blocked user again', async () => {
      const res = await post(`/api/admin/users/${pharmacist.user.id}/block`, { reason: 'again' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This user is already blocked.');
    });

    it('unblocks, in Bengali too', async () => {
      const res = await post(`/api/admin/users/${pharmacist.user.id}/unblock`, {}, admin.token, BN);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('ব্যবহারকারীর ব্লক তুলে নেওয়া হয়েছে।');
      expect(res.json().user).toMatchObject({ blocked: false, blocked_at: null, block_reason: null });
      const again = await post(`/api/admin/users/${pharmacist.user.id}/unblock`);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('This user is not blocked.');
      const audit = await auditAbout(pharmacist.user.id);
      expect(audit.map((a) => a.action).sort()).toEqual(['user_blocked', 'user_unblocked']);
    });

    it('refuses to let an admin block themself', async () => {
      const res = await post(`/api/admin/users/${admin.user.id}/block`, { reason: 'oops' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('You cannot block your own account.');
      const bn = await post(`/api/admin/users/${admin.user.id}/block`, { reason: 'oops' }, admin.token, BN);
      expect(bn.json().message).toBe('আপনি নিজের অ্যাকাউন্ট ব্লক করতে পারবেন না।');
      expect((await get('/api/admin/me')).statusCode).toBe(200);
    });
  });

  describe('staff roles', () => {
    it('grants the Pharmacist role, which opens the back office', async () => {
      const res = await post(`/api/admin/users/${patient.user.id}/roles`, { role_id: ROLE.Pharmacist });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('The Pharmacist role has been granted.');
      expect(res.json().user.roles).toEqual([{ id: 5, name: 'Pharmacist' }]);
      expect((await get('/api/admin/me', patient.token)).statusCode).toBe(200);
      const again = await post(`/api/admin/users/${patient.user.id}/roles`, { role_id: ROLE.Pharmacist });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.role_id).toEqual(['The user already has this role.']);
    });

    it('grants and removes the Admin role', async () => {
      const granted = await post(`/api/admin/users/${patient.user.id}/roles`, { role_id: ROLE.Admin }, admin.token, BN);
      expect(granted.statusCode).toBe(200);
      expect(granted.json().message).toBe('অ্যাডমিন ভূমিকা দেওয়া হয়েছে।');
      expect((await get('/api/admin/users', patient.token)).statusCode).toBe(200);
      const removed = await del(`/api/admin/users/${patient.user.id}/roles/${ROLE.Admin}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('The Admin role has been removed.');
      expect(removed.json().user.roles).toEqual([{ id: 5, name: 'Pharmacist' }]);
      expect((await get('/api/admin/users', patient.token)).statusCode).toBe(403);
    });

    it('removes the Pharmacist role, and refuses a role the user does not hold', async () => {
      const removed = await del(`/api/admin/users/${patient.user.id}/roles/${ROLE.Pharmacist}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().user.roles).toEqual([]);
      expect((await get('/api/admin/me', patient.token)).statusCode).toBe(403);
      const again = await del(`/api/admin/users/${patient.user.id}/roles/${ROLE.Pharmacist}`);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('The user does not have this role.');
    });

    it('refuses provider roles, unknown roles and a missing role', async () => {
      for (const roleId of [ROLE.Doctor, ROLE.Nurse, ROLE.Ambulance]) {
        const res = await post(`/api/admin/users/${patient.user.id}/roles`, { role_id: roleId });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.role_id[0]).toMatch(/approved applications/);
      }
      const bn = await post(`/api/admin/users/${patient.user.id}/roles`, { role_id: ROLE.Doctor }, admin.token, BN);
      expect(bn.json().errors.role_id[0]).toMatch(/আবেদন অনুমোদনের/);
      const removeProvider = await del(`/api/admin/users/${doctor.user.id}/roles/${ROLE.Doctor}`);
      expect(removeProvider.statusCode).toBe(422);
      expect((await get(`/api/admin/users/${doctor.user.id}`)).json().roles.map((r: { id: number }) => r.id)).toEqual([
        ROLE.Doctor,
      ]);
      const unknown = await post(`/api/admin/users/${patient.user.id}/roles`, { role_id: 42 });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.role_id).toEqual(['The selected role is invalid.']);
      const missing = await post(`/api/admin/users/${patient.user.id}/roles`, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.role_id).toEqual(['The role field is required.']);
    });

    it("refuses to remove an admin's own Admin role", async () => {
      const res = await del(`/api/admin/users/${admin.user.id}/roles/${ROLE.Admin}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('You cannot remove your own Admin role.');
      expect((await get('/api/admin/me')).json().sections).toContain('users');
    });

    it('lets one admin remove another, who then loses the back office at once', async () => {
      const res = await del(`/api/admin/users/${otherAdmin.user.id}/roles/${ROLE.Admin}`);
      expect(res.statusCode).toBe(200);
      expect((await get('/api/admin/users', otherAdmin.token)).statusCode).toBe(403);
    });
  });

  describe('audit log', () => {
    it('lists every write, newest first, with the actor', async () => {
      const res = await get('/api/admin/audit-log');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ current_page: 1, per_page: 20, from: 1 });
      expect(body.data.map((e: { action: string }) => e.action)).toEqual([
        'role_removed',
        'role_removed',
        'role_removed',
        'role_granted',
        'role_granted',
        'user_unblocked',
        'user_blocked',
      ]);
      expect(body.data[0]).toMatchObject({
        actor: { id: admin.user.id, name: 'Ayesha Admin' },
        subject_type: 'user',
        subject_id: otherAdmin.user.id,
        details: { role_id: 1, role: 'Admin' },
      });
      expect((await get('/api/admin/audit-log?page=2')).json()).toMatchObject({ data: [], current_page: 2, total: 7 });
    });

    it('writes nothing for refused actions', async () => {
      expect(await auditAbout(admin.user.id)).toEqual([]);
      expect(await auditAbout(doctor.user.id)).toEqual([]);
    });
  });
});
