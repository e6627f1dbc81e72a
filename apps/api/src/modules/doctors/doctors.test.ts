import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@nirog/contracts';
import { bearer } from '../../../test/helpers';
import type { MultipartFile } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';
import { createTestAppWithDataDir } from '../../../test/helpers';
import { joinCalls, picture, places } from '../../../test/providers';
import { providersTables } from '../providers';
import { authTables } from '../auth';
import { mailTables } from '../mail';

describe('doctor join wizard and profile', async () => {
  const { app, database } = await createTestAppWithDataDir();
  const db = database.db;
  const where = await places(db);
  const png = await picture('png');
  const jpeg = await picture('jpeg');

  const step1 = (over: Record<string, unknown> = {}) => ({
    title: 'Dr.',
    gender: 'female',
    country_id: 1,
    district_id: 13,
    sub_district_id: where.dhakaSub,
    location: 'House 4, Road 2, Dhanmondi',
    nid_passport_no: '1990123456789',
    registration_no: 'A-45678',
    registered_institution: 'Bangladesh Medical and Dental Council',
    hospital_name: 'Square Hospital',
    department: 'Medicine',
    designation: 'Consultant',
    memorable_instrutation: false,
    experience: 12,
    appointment_service: 1,
    chamber_name: 'Popular Diagnostic Centre',
    chamber_location: 'Dhanmondi, Dhaka',
    appointment_fee: 1000,
    appointment_discount: 10,
    audio_consultancy: true,
    audio_fee: 500,
    video_consultancy: false,
    specialists: [1, 2],
    ...over,
  });
  const qualifications = [
    { degree: 'MBBS', institution_name: 'Dhaka Medical College', institution_location: 'Dhaka' },
    { degree: 'FCPS (Medicine)', institution_name: 'BCPS', institution_location: 'Dhaka' },
  ];
  const step3 = { availabe_days: { 1: true, 2: false, 3: true }, time_from: '17:00', time_to: '21:00' };
  const { post, upload, errorsOf } = joinCalls(app);
  const step4Files = (): MultipartFile[] => [
    { field: 'signature', data: png },
    { field: 'nid_passport', data: jpeg, contentType: 'image/jpeg' },
    { field: 'docs[]', data: png },
    { field: 'docs[]', data: png },
  ];

  async function joinThrough(token: string, last = 3) {
    const urls = ['/api/doctor/join/step-1', '/api/doctor/join/step-2', '/api/doctor/join/step-3'];
    const bodies = [step1(), { qualifications }, step3];
    for (let i = 0; i < last; i++) expect((await post(token, urls[i], bodies[i])).json().icon).toBe('success');
  }

  it('asks for a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/doctor/join/step-1', payload: step1() });
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/doctor/profile' })).statusCode).toBe(401);
  });

  it('checks the required fields of step 1 with their own keys', async () => {
    const user = await createTestUser(db);
    const res = await post(user.token, '/api/doctor/join/step-1', {});
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining([
        'title',
        'gender',
        'country_id',
        'location',
        'nid_passport_no',
        'registration_no',
        'registered_institution',
        'hospital_name',
        'department',
        'designation',
        'experience',
        'specialists',
      ]),
    );
  });

  it('refuses a title, gender, experience or discount outside the options', async () => {
    const user = await createTestUser(db);
    const res = await post(
      user.token,
      '/api/doctor/join/step-1',
      step1({ title: 'Mr.', gender: 'x', experience: 31, appointment_discount: 100 }),
    );
    expect(errorsOf(res)).toEqual(['appointment_discount', 'experience', 'gender', 'title']);
    const low = await post(user.token, '/api/doctor/join/step-1', step1({ experience: -1, audio_discount: -1 }));
    expect(errorsOf(low)).toEqual(['audio_discount', 'experience']);
  });

  it("names the fields in its messages as the doctor's forms label them (the title is পদবি, not a product's শিরোনাম)", async () => {
    const user = await createTestUser(db);
    const send = (url: string, payload: object, lang: string) =>
      app.inject({ method: 'POST', url, headers: { ...bearer(user.token), 'accept-language': lang }, payload });
    const join = await send('/api/doctor/join/step-1', step1({ title: 'Mr.', registered_institution: '' }), 'bn');
    expect(join.json().errors).toEqual({
      title: ['নির্বাচিত পদবি সঠিক নয়।'],
      registered_institution: ['নিবন্ধনকারী প্রতিষ্ঠান দিতে হবে।'],
    });
    const joinEn = await send('/api/doctor/join/step-1', step1({ location: '' }), 'en');
    expect(joinEn.json().errors).toEqual({ location: ['The address field is required.'] });
    const personal = await send('/api/doctor/update/personal-information', { title: 'Mr.' }, 'bn');
    expect(personal.json().errors.title).toEqual(['নির্বাচিত পদবি সঠিক নয়।']);
    const workplace = await send(
      '/api/doctor/update/current-working-place',
      { hospital_name: '', department: 'Medicine', designation: 'Consultant', memorable_instrutation: false },
      'bn',
    );
    expect(workplace.json().errors).toEqual({ hospital_name: ['হাসপাতাল বা কর্মস্থল দিতে হবে।'] });
  });

  it('needs at least one service, and each enabled service its fields', async () => {
    const user = await createTestUser(db);
    const none = await post(
      user.token,
      '/api/doctor/join/step-1',
      step1({ appointment_service: 0, audio_consultancy: false }),
    );
    expect(errorsOf(none)).toEqual(['appointment_service']);
    const missing = await post(
      user.token,
      '/api/doctor/join/step-1',
      step1({
        chamber_name: '',
        chamber_location: undefined,
        appointment_fee: null,
        audio_fee: undefined,
        video_consultancy: true,
      }),
    );
    expect(errorsOf(missing)).toEqual([
      'appointment_fee',
      'audio_fee',
      'chamber_location',
      'chamber_name',
      'video_fee',
    ]);
  });

  it('needs the memorable institution name only when the toggle is on', async () => {
    const user = await createTestUser(db);
    const res = await post(user.token, '/api/doctor/join/step-1', step1({ memorable_instrutation: true }));
    expect(errorsOf(res)).toEqual(['memorable_instrutation_name']);
  });

  it('asks a state, language and hospital in it for a state-based country, a district and sub-district otherwise', async () => {
    const user = await createTestUser(db);
    const india = await post(
      user.token,
      '/api/doctor/join/step-1',
      step1({ country_id: 2, district_id: null, sub_district_id: null }),
    );
    expect(errorsOf(india)).toEqual(['hospital_id', 'language', 'state_id']);
    const wrongHospital = await post(
      user.token,
      '/api/doctor/join/step-1',
      step1({ country_id: 2, state_id: where.state, language: 'Hindi, English', hospital_id: where.bdHospital }),
    );
    expect(errorsOf(wrongHospital)).toEqual(['hospital_id']);
    const bd = await post(
      user.token,
      '/api/doctor/join/step-1',
      step1({ district_id: 13, sub_district_id: where.otherSub }),
    );
    expect(errorsOf(bd)).toEqual(['sub_district_id']);
    const ok = await post(
      user.token,
      '/api/doctor/join/step-1',
      step1({ country_id: 2, state_id: where.state, language: 'Hindi, English', hospital_id: where.indianHospital }),
    );
    expect(ok.json()).toEqual({ icon: 'success', message: expect.any(String) });
  });

  it('answers "Please flow step by step" for a step before the earlier ones', async () => {
    const user = await createTestUser(db);
    const res = await post(user.token, '/api/doctor/join/step-2', { qualifications });
    expect(res.json()).toEqual({ icon: 'warning', message: 'Please flow step by step' });
    await joinThrough(user.token, 1);
    expect((await post(user.token, '/api/doctor/join/step-3', step3)).json().icon).toBe('warning');
    const four = await upload(user.token, '/api/doctor/join/step-4', step4Files());
    expect(four.json().icon).toBe('warning');
  });

  it('keys qualification problems by row, 1 to 5 rows', async () => {
    const user = await createTestUser(db);
    await joinThrough(user.token, 1);
    const res = await post(user.token, '/api/doctor/join/step-2', {
      qualifications: [qualifications[0], { degree: '', institution_name: 'X', institution_location: '' }],
    });
    expect(errorsOf(res)).toEqual(['qualifications.1.degree', 'qualifications.1.institution_location']);
    expect(errorsOf(await post(user.token, '/api/doctor/join/step-2', { qualifications: [] }))).toEqual([
      'qualifications',
    ]);
    const six = Array.from({ length: 6 }, () => qualifications[0]);
    expect(errorsOf(await post(user.token, '/api/doctor/join/step-2', { qualifications: six }))).toEqual([
      'qualifications',
    ]);
  });

  it('needs a weekday and time_from before time_to', async () => {
    const user = await createTestUser(db);
    await joinThrough(user.token, 2);
    const none = await post(user.token, '/api/doctor/join/step-3', {
      availabe_days: { 1: false },
      time_from: '09:00',
      time_to: '08:00',
    });
    expect(errorsOf(none)).toEqual(['availabe_days', 'time_to']);
    const bad = await post(user.token, '/api/doctor/join/step-3', {
      availabe_days: { 9: true },
      time_from: '9am',
      time_to: '25:00',
    });
    expect(errorsOf(bad)).toEqual(expect.arrayContaining(['time_from', 'time_to']));
  });

  it('checks the uploads by content, requires signature, first NID and one document', async () => {
    const user = await createTestUser(db);
    await joinThrough(user.token);
    const empty = await upload(user.token, '/api/doctor/join/step-4', []);
    expect(errorsOf(empty)).toEqual(['docs', 'nid_passport', 'signature']);
    const fake = await upload(user.token, '/api/doctor/join/step-4', [
      { field: 'signature', data: Buffer.from('%PDF-1.4 not a picture'), contentType: 'image/png' },
      { field: 'nid_passport', data: png },
      { field: 'docs[]', data: png },
      { field: 'docs[]', data: Buffer.from('GIF89a....') },
    ]);
    expect(errorsOf(fake)).toEqual(['docs.1', 'signature']);
    const six = await upload(user.token, '/api/doctor/join/step-4', [
      ...step4Files(),
      ...Array.from({ length: 4 }, () => ({ field: 'docs[]', data: png })),
    ]);
    expect(errorsOf(six)).toEqual(['docs']);
  });

  it('submits at step 4, mails, answers the user, then says "already applied"; staff approve and the role follows', async () => {
    const user = await createTestUser(db);
    await joinThrough(user.token);
    const res = await upload(user.token, '/api/doctor/join/step-4', step4Files());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ icon: 'success', user: { id: user.id } });
    expect(res.json().message).toContain('24 hours');
    const [application] = await db
      .select()
      .from(providersTables.providerApplications)
      .where(eq(providersTables.providerApplications.userId, user.id));
    expect(application).toMatchObject({ status: 'pending', stepReached: 4, kind: 'doctor' });
    expect(application.code).toMatch(/^DOC-\d{5}$/);
    const mails = await db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, user.email));
    expect(mails.map((m) => m.text).join()).toContain('24 hours');

    const again = await post(user.token, '/api/doctor/join/step-1', step1());
    expect(again.json()).toEqual({ icon: 'info', message: 'You already applied for Doctor' });

    // The profile, with the signature as a private signed address that only works as signed.
    const profile = await app.inject({ method: 'GET', url: '/api/doctor/profile', headers: bearer(user.token) });
    expect(profile.statusCode).toBe(200);
    const doctor = profile.json().doctor;
    expect(doctor).toMatchObject({
      status: 'pending',
      doc_id: application.code,
      appointment_fee: 1000,
      audio_fee: 500,
      video_fee: null,
      wdays: [{ id: 1 }, { id: 3 }],
      time_from: '17:00:00',
      qualifications: [{ degree: 'MBBS' }, { degree: 'FCPS (Medicine)' }],
    });
    expect(doctor.signature).toMatch(/^\/api\/provider-documents\/\d+\/full\?expires=\d+&signature=[0-9a-f]{64}$/);
    const file = await app.inject({ method: 'GET', url: doctor.signature });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const unsigned = await app.inject({ method: 'GET', url: doctor.signature.split('?')[0] });
    expect(unsigned.statusCode).toBe(404);

    // Staff review.
    const admin = await createTestUser(db, [ROLE.Admin]);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/admin/provider-applications?status=pending&kind=doctor',
      headers: bearer(admin.token),
    });
    expect(queue.json().data.map((a: { id: number }) => a.id)).toContain(application.id);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/provider-applications/${application.id}`,
      headers: bearer(admin.token),
    });
    expect(
      detail
        .json()
        .documents.map((d: { type: string }) => d.type)
        .sort(),
    ).toEqual(['doc', 'doc', 'nid_passport', 'signature']);
    const doc = await app.inject({ method: 'GET', url: detail.json().documents[0].image });
    expect(doc.statusCode).toBe(200);
    const patientTry = await app.inject({
      method: 'GET',
      url: `/api/admin/provider-applications/${application.id}`,
      headers: bearer(user.token),
    });
    expect(patientTry.statusCode).toBe(403);
    const noReason = await post(admin.token, `/api/admin/provider-applications/${application.id}/reject`, {});
    expect(errorsOf(noReason)).toEqual(['reason']);
    const approve = await post(admin.token, `/api/admin/provider-applications/${application.id}/approve`, {});
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toMatchObject({ status: 'approved', history: [{ action: 'provider_approve' }] });
    const roles = await db.select().from(authTables.userRoles).where(eq(authTables.userRoles.userId, user.id));
    expect(roles.map((r) => r.roleId)).toEqual([ROLE.Doctor]);
    const twice = await post(admin.token, `/api/admin/provider-applications/${application.id}/approve`, {});
    expect(twice.statusCode).toBe(422);
    const suspend = await post(admin.token, `/api/admin/provider-applications/${application.id}/suspend`, {
      reason: 'Licence under review',
    });
    expect(suspend.json().data.status).toBe('suspended');

    // The doctor edits fees.
    const fees = await post(user.token, '/api/doctor/update/fees', {
      appointment_service: false,
      audio_consultancy: false,
      video_consultancy: true,
      video_fee: 800,
    });
    expect(fees.json()).toMatchObject({
      status: 'success',
      message: 'Fees successfully updated',
      doctor: { video_fee: 800, appointment_fee: null },
    });
    const noService = await post(user.token, '/api/doctor/update/fees', {});
    expect(errorsOf(noService)).toEqual(['appointment_service']);
    const hospital = await post(user.token, '/api/doctor/update/hospital', { hospital_id: where.bdHospital });
    expect(errorsOf(hospital)).toEqual(['hospital_id']);
    const experience = await post(user.token, '/api/doctor/update/experience', { experience: 0 });
    expect(experience.json().doctor.final_experience).toBe('Less than 1 year');
    // The Availability section also sets the visit length (one appointment's slot); unsent, it is kept.
    const availability = (visit?: number) =>
      post(user.token, '/api/doctor/update/availability', { ...step3, ...(visit ? { visit_minutes: visit } : {}) });
    expect((await availability()).json().doctor.visit_minutes).toBe(15);
    expect((await availability(20)).json()).toMatchObject({
      message: 'Availability successfully updated',
      doctor: { visit_minutes: 20, time_from: '17:00:00' },
    });
    expect((await availability()).json().doctor.visit_minutes).toBe(20);
    expect(errorsOf(await availability(121))).toEqual(['visit_minutes']);
  });

  it('lets a rejected applicant correct and resubmit', async () => {
    const user = await createTestUser(db);
    await joinThrough(user.token);
    await upload(user.token, '/api/doctor/join/step-4', step4Files());
    const admin = await createTestUser(db, [ROLE.Admin]);
    const [application] = await db
      .select()
      .from(providersTables.providerApplications)
      .where(eq(providersTables.providerApplications.userId, user.id));
    await post(admin.token, `/api/admin/provider-applications/${application.id}/reject`, {
      reason: 'The NID image is blurred.',
    });
    const profile = await app.inject({ method: 'GET', url: '/api/doctor/profile', headers: bearer(user.token) });
    expect(profile.json().doctor).toMatchObject({ status: 'rejected', reason: 'The NID image is blurred.' });
    expect((await post(user.token, '/api/doctor/join/step-1', step1())).json().icon).toBe('success');
    expect((await upload(user.token, '/api/doctor/join/step-4', step4Files())).json().icon).toBe('success');
  });

  it('answers 403 to the dashboard of a user who never applied as a doctor', async () => {
    const user = await createTestUser(db);
    expect(
      (await app.inject({ method: 'GET', url: '/api/doctor/profile', headers: bearer(user.token) })).statusCode,
    ).toBe(403);
    expect((await post(user.token, '/api/doctor/update/experience', { experience: 3 })).statusCode).toBe(403);
  });

  it('records the presence heartbeat', async () => {
    const user = await createTestUser(db);
    const res = await post(user.token, '/api/update-user-status', {});
    expect(res.json()).toMatchObject({ status: 'success', online_status: 'online' });
    const me = await app.inject({ method: 'POST', url: '/api/auth/check-is-valid-auth', headers: bearer(user.token) });
    expect(me.json().user.online_status).toBe('online');
  });
});
