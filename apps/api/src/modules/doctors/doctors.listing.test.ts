import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  DoctorCard,
  DoctorDetailResponse,
  DoctorListResponse,
  PopularHomeItemsResponse,
  VideoDoctorCard,
  VideoDoctorListResponse,
} from '@nirog/contracts';
import { createTestApp } from '../../../test/helpers';
import { isOrdered, providerNamed, publicGets, seedRoster, setStatus } from '../../../test/listings';
import { authTables } from '../auth';
import { doctors } from './doctors.tables';

describe('doctor listings and profiles', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await seedRoster(db);
  const { get, all } = publicGets(app);
  const bdAll = await all<DoctorCard>('/api/bd-doctors-appointment');
  const inAll = await all<DoctorCard>('/api/in-doctors-appointment');

  it('lists the approved Bangladesh and India doctors, 12 a page, with the card fields', async () => {
    // The roster: the demo doctor and 40 Bangladeshi doctors; 15 Indian doctors.
    expect(bdAll).toHaveLength(41);
    expect(inAll).toHaveLength(15);
    expect(bdAll.every((d) => d.country_id === 1 && d.country.name_code === 'BD')).toBe(true);
    expect(inAll.every((d) => d.country_id === 2 && d.state !== null)).toBe(true);
    const { body } = await get<DoctorListResponse>('/api/bd-doctors-appointment');
    expect(body).toMatchObject({ current_page: 1, last_page: 4, per_page: 12, total: 41, from: 1, to: 12 });
    const card = body.data[0];
    expect(card.doc_id).toMatch(/^DOC-\d{5}$/);
    expect(card.user.online_status).toMatch(/^(online|offline)$/);
    expect(card.qualifications.length).toBeGreaterThan(0);
    expect(card.specialists.length).toBeGreaterThan(0);
    expect(card.language).toBeNull();
    expect(inAll[0].language).toBe('English, Hindi');
    expect(card).not.toHaveProperty('video_fee');
    // The final fee is the fee less its discount.
    for (const d of bdAll.filter((x) => x.appointment_fee !== null)) {
      expect(d.final_appointment_fee).toBeCloseTo(
        (d.appointment_fee! * (100 - (d.appointment_discount ?? 0))) / 100,
        2,
      );
    }
    expect(bdAll.some((d) => d.vat > 0)).toBe(true);
  });

  it('hides pending, rejected and suspended doctors from lists and profiles', async () => {
    const names = bdAll.map((d) => d.user.name);
    for (const name of ['Sadia Afrin', 'Tanvir Hasan', 'Imran Kabir']) expect(names).not.toContain(name);
    const pending = await providerNamed(db, 'doctor', 'Sadia Afrin');
    expect((await get(`/api/bd-doctor-appointment/${pending.id}`)).body).toEqual({
      message: 'This doctor is unavailable',
    });

    const victim = bdAll[5];
    await setStatus(db, victim.id, 'suspended');
    const after = await all<DoctorCard>('/api/bd-doctors-appointment');
    expect(after.map((d) => d.id)).not.toContain(victim.id);
    expect(after).toHaveLength(40);
    const detail = await get(`/api/bd-doctor-appointment/${victim.id}`);
    expect(detail.status).toBe(404);
    expect(detail.body).toEqual({ message: 'This doctor is unavailable' });
    expect((await get(`/api/doctor-view/${victim.id}`, { 'accept-language': 'bn' })).body).toEqual({
      message: 'এই ডাক্তার এখন পাওয়া যাচ্ছে না',
    });
    const reviews = await get<{ total: number }>(`/api/review/show/doctor-review/${victim.id}`);
    expect(reviews.body.total).toBe(0);
    await setStatus(db, victim.id, 'approved');

    const unknown = await get('/api/bd-doctor-appointment/999999');
    expect(unknown).toEqual({ status: 404, body: { message: 'Doctor not found' } });
  });

  it('filters by specialists, district, sub-district, gender, state and hospital', async () => {
    const specialist = bdAll[0].specialists[0].id;
    const bySpecialist = await all<DoctorCard>(`/api/bd-doctors-appointment?specialists=${specialist},999`);
    expect(bySpecialist.length).toBeGreaterThan(0);
    expect(bySpecialist.every((d) => d.specialists.some((s) => s.id === specialist))).toBe(true);
    expect(bySpecialist).toHaveLength(bdAll.filter((d) => d.specialists.some((s) => s.id === specialist)).length);

    const district = bdAll[0].district!.id;
    const byDistrict = await all<DoctorCard>(
      `/api/bd-doctors-appointment?district_and_subDistrict=district&district=${district}`,
    );
    expect(byDistrict).toHaveLength(bdAll.filter((d) => d.district?.id === district).length);
    const sub = bdAll[0].sub_district!.id;
    const bySub = await all<DoctorCard>(`/api/bd-doctors-appointment?district_and_subDistrict=sub&district=${sub}`);
    expect(bySub.length).toBeGreaterThan(0);
    expect(bySub.every((d) => d.sub_district?.id === sub)).toBe(true);

    const women = await all<DoctorCard>('/api/bd-doctors-appointment?gender=female');
    expect(women.length).toBeGreaterThan(0);
    expect(women).toHaveLength(bdAll.filter((d) => d.gender === 'female').length);

    const state = inAll[0].state!.id;
    const byState = await all<DoctorCard>(`/api/in-doctors-appointment?state=${state}`);
    expect(byState.map((d) => d.id).sort()).toEqual(
      inAll
        .filter((d) => d.state?.id === state)
        .map((d) => d.id)
        .sort(),
    );
    const [indian] = inAll;
    const profile = (await get<DoctorDetailResponse>(`/api/in-doctor-appointment/${indian.id}`)).body.doctor;
    const byHospital = await all<DoctorCard>(`/api/in-doctors-appointment?hospital=${profile.hospital!.id}`);
    expect(byHospital.length).toBeGreaterThan(0);
    expect(byHospital.every((d) => d.hospital_name === profile.hospital!.name)).toBe(true);

    // Combined: the page counts what all the filters leave.
    const both = await get<DoctorListResponse>(
      `/api/bd-doctors-appointment?gender=female&district=${district}&specialists=${specialist}`,
    );
    const expected = bdAll.filter(
      (d) => d.gender === 'female' && d.district?.id === district && d.specialists.some((s) => s.id === specialist),
    );
    expect(both.body.total).toBe(expected.length);
  });

  it('finds doctors by name, code, speciality, hospital and chamber, in English and Bengali', async () => {
    const ids = async (keyword: string, country = 'bd') =>
      (await all<DoctorCard>(`/api/${country}-doctors-appointment?keyword=${encodeURIComponent(keyword)}`)).map(
        (d) => d.id,
      );
    const rahman = bdAll.filter((d) => /rahman/i.test(d.user.name)).map((d) => d.id);
    expect(rahman.length).toBeGreaterThan(1);
    expect(await ids('rahman')).toEqual(expect.arrayContaining(rahman));
    expect(await ids('Rahman')).toHaveLength((await ids('rahman')).length);
    // Bengali script: রহমান (Rahman), চৌধুরী (Chowdhury).
    expect(await ids('রহমান')).toEqual(expect.arrayContaining(rahman));
    const chowdhury = bdAll.filter((d) => /chowdhury/i.test(d.user.name)).map((d) => d.id);
    expect(chowdhury.length).toBeGreaterThan(0);
    expect(await ids('চৌধুরী')).toEqual(expect.arrayContaining(chowdhury));
    // Two words: both must be found.
    const first = bdAll.find((d) => /rahman/i.test(d.user.name))!;
    const given = first.user.name.split(' ')[0];
    expect(await ids(`${given} rahman`)).toEqual(
      bdAll.filter((d) => d.user.name.startsWith(given) && /rahman/i.test(d.user.name)).map((d) => d.id),
    );

    // The doctor code.
    expect(await ids(first.doc_id)).toEqual([first.id]);
    expect(await ids(first.doc_id.toLowerCase())).toEqual([first.id]);

    // Speciality in English and Bengali (Cardiology, হৃদরোগ).
    const cardiology = bdAll.filter((d) => d.specialists.some((s) => s.title === 'Cardiology')).map((d) => d.id);
    expect(cardiology.length).toBeGreaterThan(0);
    expect((await ids('cardiology')).sort()).toEqual(expect.arrayContaining(cardiology.sort()));
    expect(await ids('হৃদরোগ')).toEqual(expect.arrayContaining(cardiology));

    // Chamber and hospital.
    const labaid = await ids('labaid');
    expect(labaid.length).toBeGreaterThan(0);
    for (const id of labaid) {
      const { doctor } = (await get<DoctorDetailResponse>(`/api/bd-doctor-appointment/${id}`)).body;
      expect(`${doctor.chamber_name} ${doctor.hospital_name} ${doctor.user.name}`.toLowerCase()).toContain('labaid');
    }
    const hospitalWord = inAll[0].hospital_name.split(' ')[0];
    expect((await ids(hospitalWord, 'in')).length).toBeGreaterThan(0);

    expect(await ids('zzqxv')).toEqual([]);
  });

  it('sorts by fee both ways, experience and rating (the default)', async () => {
    const feeAsc = await all<DoctorCard>('/api/bd-doctors-appointment?order_by=appointment_fees_asc');
    expect(feeAsc).toHaveLength(41);
    expect(isOrdered(feeAsc, (d) => d.final_appointment_fee)).toBe(true);
    const feeDesc = await all<DoctorCard>('/api/bd-doctors-appointment?order_by=appointment_fees_desc');
    expect(isOrdered(feeDesc, (d) => d.final_appointment_fee, true)).toBe(true);
    expect(feeDesc[0].final_appointment_fee).toBeGreaterThan(feeAsc[0].final_appointment_fee!);
    const experience = await all<DoctorCard>('/api/bd-doctors-appointment?order_by=experience');
    expect(isOrdered(experience, (d) => d.experience, true)).toBe(true);
    const rating = await all<DoctorCard>('/api/bd-doctors-appointment?order_by=rating');
    expect(isOrdered(rating, (d) => d.reviews_avg_rating, true)).toBe(true);
    expect(rating.map((d) => d.id)).toEqual(bdAll.map((d) => d.id));
    // Every doctor once, whatever the order.
    expect(new Set(feeDesc.map((d) => d.id)).size).toBe(41);
  });

  it('answers the pages past the end empty and refuses bad query strings with 422', async () => {
    const past = await get<DoctorListResponse>('/api/bd-doctors-appointment?page=99');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ data: [], current_page: 99, total: 41, from: null, to: null });
    const last = await get<DoctorListResponse>('/api/bd-doctors-appointment?page=4');
    expect(last.body.data).toHaveLength(5);
    expect(last.body).toMatchObject({ from: 37, to: 41 });
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'order_by=cheapest',
      'specialists=abc',
      'specialists=1,-2',
      'gender=robot',
      'district=99999999999',
      'district_and_subDistrict=city&district=1',
      `keyword=${'a'.repeat(101)}`,
      'keyword=%00bad',
    ]) {
      const res = await get<{ message: string; errors: Record<string, string[]> }>(
        `/api/bd-doctors-appointment?${query}`,
      );
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors).length, query).toBeGreaterThan(0);
    }
    for (const keyword of ["' OR 1=1 --", '%_%', '\\', '()[]{}', 'DOC-99999999999', '😷']) {
      const res = await get<DoctorListResponse>(`/api/bd-doctors-appointment?keyword=${encodeURIComponent(keyword)}`);
      expect(res.status, keyword).toBe(200);
    }
    expect((await get<DoctorListResponse>('/api/bd-doctors-appointment?keyword=%25')).body.total).toBe(41);
    for (const path of ['/api/bd-doctor-appointment/abc', '/api/bd-doctor-appointment/0', '/api/doctor-view/-4']) {
      expect((await get(path)).status, path).toBe(422);
    }
    expect((await get('/api/doctor-view/99999999999')).status).toBe(422);
  });

  it('shows the profile fields of each detail route, only on its route', async () => {
    const bd = bdAll[0];
    const { body } = await get<DoctorDetailResponse>(`/api/bd-doctor-appointment/${bd.id}`);
    const doctor = body.doctor;
    expect(doctor.doc_id).toBe(bd.doc_id);
    expect(doctor.wdays.length).toBeGreaterThan(0);
    expect(doctor.wdays.every((w) => /^[A-Z][a-z]{2}$/.test(w.short_title) && w.bn_title.length > 0)).toBe(true);
    expect(doctor.time_from).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(doctor.chamber_name).toBeTruthy();
    expect(doctor.district?.bn_name).toBeTruthy();
    expect(doctor.sub_district).not.toBeNull();
    expect(doctor.state).toBeNull();
    expect(doctor.doctor_appointments_count).toBeGreaterThan(0);
    expect(doctor.qualifications[0]).toHaveProperty('institution_name');
    expect(doctor.audio_fee).not.toBeNull();
    expect(doctor.language).toBeNull();

    const india = inAll[0];
    expect((await get(`/api/bd-doctor-appointment/${india.id}`)).body).toEqual({
      message: 'This doctor is unavailable',
    });
    const inDoctor = (await get<DoctorDetailResponse>(`/api/in-doctor-appointment/${india.id}`)).body.doctor;
    expect(inDoctor.state).not.toBeNull();
    expect(inDoctor.language).toBe('English, Hindi');
    expect(inDoctor.hospital).not.toBeNull();
    expect((await get(`/api/in-doctor-appointment/${bd.id}`)).status).toBe(404);

    const [noVideo] = await db
      .select({ id: doctors.applicationId })
      .from(doctors)
      .where(eq(doctors.videoService, false));
    const listedNoVideo = bdAll.find((d) => d.id === noVideo.id);
    expect(listedNoVideo).toBeDefined();
    expect((await get(`/api/doctor-video-consultancy/${noVideo.id}`)).body).toEqual({
      message: 'This doctor is unavailable',
    });
    expect((await get(`/api/doctor-view/${noVideo.id}`)).status).toBe(200);
    expect((await get(`/api/doctor-view/${india.id}`)).status).toBe(200);
  });

  it('lists video consultancy doctors with gender, online status and video fee sorts', async () => {
    const video = await all<VideoDoctorCard>('/api/doctors-bd-video-consultancy');
    expect(video.length).toBeGreaterThan(0);
    expect(video.length).toBeLessThan(bdAll.length);
    expect(video.every((d) => d.video_consultancy === 1 && d.video_fee !== null)).toBe(true);
    expect(video[0].final_video_fee).toBeCloseTo(
      (video[0].video_fee! * (100 - (video[0].video_discount ?? 0))) / 100,
      2,
    );

    const asc = await all<VideoDoctorCard>('/api/doctors-bd-video-consultancy?order_by=video_fees_asc');
    expect(isOrdered(asc, (d) => d.final_video_fee)).toBe(true);
    const desc = await all<VideoDoctorCard>('/api/doctors-bd-video-consultancy?order_by=video_fees_desc');
    expect(isOrdered(desc, (d) => d.final_video_fee, true)).toBe(true);
    expect(
      isOrdered(
        await all<VideoDoctorCard>('/api/doctors-bd-video-consultancy?order_by=experience'),
        (d) => d.experience,
        true,
      ),
    ).toBe(true);

    // Nobody is online until a heartbeat.
    expect(
      (await get<VideoDoctorListResponse>('/api/doctors-bd-video-consultancy?online_status=online')).body.total,
    ).toBe(0);
    const [online] = video;
    const row = await providerNamed(db, 'doctor', online.user.name);
    await db.update(authTables.users).set({ lastSeenAt: new Date() }).where(eq(authTables.users.id, row.userId));
    const onlineNow = await all<VideoDoctorCard>('/api/doctors-bd-video-consultancy?online_status=online');
    expect(onlineNow.map((d) => d.id)).toEqual([online.id]);
    expect(onlineNow[0].user.online_status).toBe('online');
    expect(
      (await get<VideoDoctorListResponse>('/api/doctors-bd-video-consultancy?online_status=offline')).body.total,
    ).toBe(video.length - 1);
    const women = await all<VideoDoctorCard>('/api/doctors-in-video-consultancy?gender=female');
    expect(women.every((d) => d.gender === 'female' && d.country_id === 2)).toBe(true);
    expect((await get('/api/doctors-bd-video-consultancy?order_by=appointment_fees_asc')).status).toBe(422);

    const profile = (await get<DoctorDetailResponse>(`/api/doctor-video-consultancy/${online.id}`)).body.doctor;
    expect(profile.video_fee).toBe(online.video_fee);
  });

  it('answers the popular video doctors and the home carousels, best rated first', async () => {
    const popular = (await get<VideoDoctorCard[]>('/api/popular-bd-video-doctor')).body;
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThanOrEqual(8);
    expect(popular.every((d) => d.video_consultancy === 1 && d.country_id === 1)).toBe(true);
    expect(isOrdered(popular, (d) => d.reviews_avg_rating, true)).toBe(true);
    const popularIn = (await get<VideoDoctorCard[]>('/api/popular-in-video-doctor')).body;
    expect(popularIn.every((d) => d.country_id === 2)).toBe(true);

    const home = (await get<PopularHomeItemsResponse>('/api/home/popular-home-items')).body.data;
    expect(home.bdDoctors.length).toBe(10);
    expect(home.inDoctors.length).toBe(10);
    expect(home.nurses.length).toBe(10);
    expect(home.ambulances.length).toBe(10);
    expect(home.bdDoctors.map((d) => d.id)).toEqual(bdAll.slice(0, 10).map((d) => d.id));
    expect(isOrdered(home.nurses, (n) => n.reviews_avg_rating, true)).toBe(true);
  });
});
