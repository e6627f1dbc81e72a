import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE, type AdminApplicationSummary, type ProviderKind, type ProviderStatus } from '@nirog/contracts';
import { bearer } from '../../../test/helpers';
import { multipart, type MultipartFile } from '../../../test/multipart';
import { createTestUser, type TestUser } from '../../../test/users';
import { createTestAppWithDataDir } from '../../../test/helpers';
import { picture, places } from '../../../test/providers';
import { authTables } from '../auth';
import { mailTables } from '../mail';
import * as providersTables from './providers.tables';

const HOUR = 3_600_000;

describe('staff review of provider applications', async () => {
  const { app, database } = await createTestAppWithDataDir();
  const db = database.db;
  const where = await places(db);
  const png = await picture('png');
  const jpeg = await picture('jpeg', '#c33');
  const admin = await createTestUser(db, [ROLE.Admin]);
  const pharmacist = await createTestUser(db, [ROLE.Pharmacist]);
  const patient = await createTestUser(db);

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
  const upload = (token: string, url: string, files: MultipartFile[]) =>
    app.inject({ method: 'POST', url, ...multipart({}, files, bearer(token)) });
  const act = (id: number, action: string, payload: object = {}, token = admin.token) =>
    post(`/api/admin/provider-applications/${id}/${action}`, payload, token);
  const errorsOf = (res: { json(): { errors?: Record<string, string[]> } }) =>
    Object.keys(res.json().errors ?? {}).sort();
  const rolesOf = async (user: TestUser) =>
    (await db.select().from(authTables.userRoles).where(eq(authTables.userRoles.userId, user.id))).map((r) => r.roleId);
  const mailsTo = (user: TestUser) =>
    db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, user.email));

  const ambulanceStep1 = {
    driver_name: 'Md. Rafiq',
    owner_name: 'Alif Ambulance Service',
    country_id: 1,
    district_id: 13,
    sub_district_id: where.dhakaSub,
    location: 'Shyamoli',
    contact_phone: '01711223344',
    vehicle_no: 'DHAKA METRO-CHA 11-2345',
    starting_area: 'Dhaka Medical College Hospital',
  };
  const ambulanceFiles = (): MultipartFile[] => [
    { field: 'photo', data: png },
    { field: 'nid_passport', data: jpeg, contentType: 'image/jpeg' },
    { field: 'docs[]', data: png },
  ];

  /** A real applicant through the ambulance wizard (two steps): a pending application. */
  async function applyAsAmbulance(): Promise<{ user: TestUser; id: number }> {
    const user = await createTestUser(db);
    expect((await post('/api/ambulance/join/step-1', ambulanceStep1, user.token)).json().icon).toBe('success');
    expect((await upload(user.token, '/api/ambulance/join/step-2', ambulanceFiles())).json().icon).toBe('success');
    const [row] = await db
      .select()
      .from(providersTables.providerApplications)
      .where(eq(providersTables.providerApplications.userId, user.id));
    return { user, id: row.id };
  }

  /** A queue row made directly (status and submission time), for the order and filter checks. */
  async function queued(kind: ProviderKind, status: ProviderStatus, hoursAgo: number | null) {
    const user = await createTestUser(db);
    const [row] = await db
      .insert(providersTables.providerApplications)
      .values({
        userId: user.id,
        kind,
        status,
        stepReached: status === 'draft' ? 1 : 4,
        submittedAt: hoursAgo === null ? null : new Date(Date.now() - hoursAgo * HOUR),
      })
      .returning();
    return row.id;
  }

  it('is for Admins only: 401 without a token, 403 for patients, pharmacists and providers', async () => {
    const { id } = await applyAsAmbulance();
    const doctor = await createTestUser(db, [ROLE.Doctor]);
    expect((await get('/api/admin/provider-applications')).statusCode).toBe(401);
    expect((await get(`/api/admin/provider-applications/${id}`)).statusCode).toBe(401);
    expect((await act(id, 'approve', {}, '')).statusCode).toBe(401);
    for (const user of [patient, pharmacist, doctor]) {
      expect((await get('/api/admin/provider-applications', user.token)).statusCode).toBe(403);
      expect((await get(`/api/admin/provider-applications/${id}`, user.token)).statusCode).toBe(403);
      expect((await act(id, 'approve', {}, user.token)).statusCode).toBe(403);
    }
    const me = await get('/api/admin/me', admin.token);
    expect(me.json().sections).toContain('providers');
    expect((await get('/api/admin/me', pharmacist.token)).json().sections).not.toContain('providers');
    expect((await get(`/api/admin/provider-applications/${id}`, admin.token)).json().status).toBe('pending');
  });

  it('lists pending first, the longest waiting (overdue past 24 hours, marked) on top, and filters', async () => {
    const fresh = await queued('nurse', 'pending', 2);
    const overdue = await queued('doctor', 'pending', 30);
    const older = await queued('ambulance', 'pending', 50);
    const approved = await queued('doctor', 'approved', 100);
    const draft = await queued('doctor', 'draft', null);

    const all = await get('/api/admin/provider-applications', admin.token);
    expect(all.statusCode).toBe(200);
    const rows = all.json().data as AdminApplicationSummary[];
    const ids = rows.map((r) => r.id);
    // Every pending one comes before every other, oldest submission first.
    const pendingIds = rows.filter((r) => r.status === 'pending').map((r) => r.id);
    expect(ids.slice(0, pendingIds.length)).toEqual(pendingIds);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(overdue));
    expect(ids.indexOf(overdue)).toBeLessThan(ids.indexOf(fresh));
    expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(approved));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(older)).toMatchObject({ overdue: true, kind: 'ambulance', code: expect.stringMatching(/^AMB-/) });
    expect(byId.get(older)!.waiting_hours).toBeGreaterThanOrEqual(50);
    expect(byId.get(overdue)).toMatchObject({ overdue: true });
    expect(byId.get(fresh)).toMatchObject({ overdue: false });
    expect(byId.get(fresh)!.waiting_hours).toBeGreaterThanOrEqual(2);
    expect(byId.get(fresh)!.waiting_hours).toBeLessThan(3);
    expect(byId.get(approved)).toMatchObject({ overdue: false, waiting_hours: null });
    expect(byId.get(draft)).toMatchObject({ status: 'draft', submitted_at: null });

    const doctorsPending = await get('/api/admin/provider-applications?kind=doctor&status=pending', admin.token);
    const filtered = doctorsPending.json().data as AdminApplicationSummary[];
    expect(filtered.map((r) => r.id)).toContain(overdue);
    expect(filtered.every((r) => r.kind === 'doctor' && r.status === 'pending')).toBe(true);
    const approvedOnly = await get('/api/admin/provider-applications?status=approved', admin.token);
    expect((approvedOnly.json().data as AdminApplicationSummary[]).map((r) => r.id)).toContain(approved);
    expect(approvedOnly.json().data.every((r: AdminApplicationSummary) => r.status === 'approved')).toBe(true);

    const bad = await get('/api/admin/provider-applications?kind=plumber&status=lost', admin.token);
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual(['kind', 'status']);
    expect((await get('/api/admin/provider-applications/999999', admin.token)).statusCode).toBe(404);
  });

  it('approves: grants the role, mails, audits, and the header learns of it', async () => {
    const { user, id } = await applyAsAmbulance();
    const mine = await get('/api/provider-applications/mine', user.token);
    expect(mine.json()).toEqual({
      applications: [
        {
          kind: 'ambulance',
          code: expect.stringMatching(/^AMB-\d{5}$/),
          status: 'pending',
          step_reached: 2,
          reason: null,
        },
      ],
    });
    expect(await rolesOf(user)).toEqual([]);

    const approve = await act(id, 'approve');
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({
      message: expect.any(String),
      data: {
        status: 'approved',
        reviewed_by: { id: admin.id },
        history: [{ action: 'provider_approve', actor: { id: admin.id, name: admin.name } }],
        profile: { driver_name: 'Md. Rafiq' },
      },
    });
    expect(await rolesOf(user)).toEqual([ROLE.Ambulance]);
    const session = await post('/api/auth/check-is-valid-auth', {}, user.token);
    expect(session.json().user.roles).toEqual([{ id: ROLE.Ambulance, name: 'Ambulance' }]);
    expect((await get('/api/provider-applications/mine', user.token)).json().applications[0].status).toBe('approved');
    expect((await mailsTo(user)).map((m) => m.subject)).toHaveLength(2); // submitted, approved

    const again = await act(id, 'approve');
    expect(again.statusCode).toBe(422);
    expect((await act(id, 'reject', { reason: 'Too late to reject' })).statusCode).toBe(422);
  });

  it('rejects with a reason the applicant sees, who corrects and resubmits through the wizard', async () => {
    const { user, id } = await applyAsAmbulance();
    const noReason = await act(id, 'reject', {});
    expect(noReason.statusCode).toBe(422);
    expect(errorsOf(noReason)).toEqual(['reason']);
    expect(errorsOf(await act(id, 'reject', { reason: '  ' }))).toEqual(['reason']);

    const reason = 'The NID image is blurred; please upload a clearer photo.';
    const reject = await act(id, 'reject', { reason });
    expect(reject.json().data).toMatchObject({ status: 'rejected', reason, overdue: false, waiting_hours: null });
    expect(await rolesOf(user)).toEqual([]);
    const mails = await mailsTo(user);
    expect(mails.at(-1)!.text).toContain(reason);
    expect((await get('/api/provider-applications/mine', user.token)).json().applications[0]).toMatchObject({
      status: 'rejected',
      reason,
    });
    const profile = await get('/api/ambulance/profile', user.token);
    expect(profile.json().ambulance).toMatchObject({ status: 'rejected', reason });

    // The wizard is open again: correct step 1, upload again, and it is back in the queue.
    expect(
      (await post('/api/ambulance/join/step-1', { ...ambulanceStep1, location: 'Mohammadpur' }, user.token)).json()
        .icon,
    ).toBe('success');
    expect((await upload(user.token, '/api/ambulance/join/step-2', ambulanceFiles())).json().icon).toBe('success');
    const queue = await get('/api/admin/provider-applications?status=pending&kind=ambulance', admin.token);
    const back = (queue.json().data as AdminApplicationSummary[]).find((r) => r.id === id);
    expect(back).toMatchObject({ status: 'pending', overdue: false });
    const detail = await get(`/api/admin/provider-applications/${id}`, admin.token);
    expect(detail.json().history.map((h: { action: string }) => h.action)).toContain('provider_reject');
    expect(detail.json().profile).toMatchObject({ location: 'Mohammadpur' });
  });

  it('suspends (with a reason) and reinstates an approved provider, only from the right status', async () => {
    const { user, id } = await applyAsAmbulance();
    expect((await act(id, 'suspend', { reason: 'Licence under review' })).statusCode).toBe(422); // still pending
    expect((await act(id, 'reinstate')).statusCode).toBe(422);
    await act(id, 'approve');
    expect(errorsOf(await act(id, 'suspend', {}))).toEqual(['reason']);
    const suspend = await act(id, 'suspend', { reason: 'Licence under review' });
    expect(suspend.json().data).toMatchObject({ status: 'suspended', reason: 'Licence under review' });
    expect((await get('/api/provider-applications/mine', user.token)).json().applications[0]).toMatchObject({
      status: 'suspended',
      reason: 'Licence under review',
    });
    expect((await act(id, 'suspend', { reason: 'Twice' })).statusCode).toBe(422);
    const reinstate = await act(id, 'reinstate');
    expect(reinstate.json().data).toMatchObject({ status: 'approved', reason: null });
    expect(reinstate.json().data.history.map((h: { action: string }) => h.action)).toEqual([
      'provider_reinstate',
      'provider_suspend',
      'provider_approve',
    ]);
    expect(await rolesOf(user)).toEqual([ROLE.Ambulance]);
  });

  it('hands document addresses to staff only; they are signed and short-lived', async () => {
    const { user, id } = await applyAsAmbulance();
    const detail = await get(`/api/admin/provider-applications/${id}`, admin.token);
    const documents = detail.json().documents as Array<{ type: string; image: string }>;
    expect(documents.map((d) => d.type).sort()).toEqual(['doc', 'nid_passport']);
    for (const document of documents) {
      expect(document.image).toMatch(/^\/api\/provider-documents\/\d+\/full\?expires=\d+&signature=[0-9a-f]{64}$/);
      const file = await get(document.image);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    const link = documents[0].image;
    expect((await get(link.split('?')[0])).statusCode).toBe(404);
    expect(
      (await get(link.replace(/signature=./, (m) => (m.endsWith('0') ? 'signature=1' : 'signature=0')))).statusCode,
    ).toBe(404);
    const expires = Number(new URL(link, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect((await get(link.replace(/expires=\d+/, `expires=${expires + 3600}`))).statusCode).toBe(404);

    // Neither the applicant's own answers nor anyone else's carry the documents.
    const mine = await get('/api/provider-applications/mine', user.token);
    expect(mine.body).not.toContain('provider-documents');
    const profile = await get('/api/ambulance/profile', user.token);
    expect(profile.body).not.toContain('provider-documents');
    expect((await get(`/api/admin/provider-applications/${id}`, user.token)).statusCode).toBe(403);
    expect((await get('/api/ambulance/profile', patient.token)).statusCode).toBe(403);
    expect((await get('/api/provider-applications/mine', patient.token)).json()).toEqual({ applications: [] });
    expect((await get('/api/provider-applications/mine')).statusCode).toBe(401);
  });
});
