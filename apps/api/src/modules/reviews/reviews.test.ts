import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DoctorDetailResponse, ReviewListResponse } from '@nirog/contracts';
import { createTestApp } from '../../../test/helpers';
import { providerNamed, publicGets, seedRoster } from '../../../test/listings';
import { createTestUser } from '../../../test/users';
import { bookingsTables } from '../bookings';
import { providersTables } from '../providers';
import { addReview } from './reviews.service';
import { reviews } from './reviews.tables';

describe('reviews', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await seedRoster(db);
  const { get } = publicGets(app);
  const { providerApplications: pa } = providersTables;

  it('lists a provider’s reviews newest first, 10 a page, and the rating agrees with them', async () => {
    const [doctor] = await db.select().from(pa).where(eq(pa.kind, 'doctor')).orderBy(pa.id).limit(1);
    const first = (await get<ReviewListResponse>(`/api/review/show/doctor-review/${doctor.id}`)).body;
    expect(first.total).toBe(doctor.ratingCount);
    expect(first.per_page).toBe(10);
    const stamps = first.data.map((r) => Date.parse(r.created_at));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    expect(first.data.every((r) => r.rating >= 1 && r.rating <= 5 && r.user.name && r.detail)).toBe(true);
    const rows = await db.select().from(reviews).where(eq(reviews.providerId, doctor.id));
    expect(rows.reduce((s, r) => s + r.rating, 0)).toBe(doctor.ratingSum);
    // Bengali reviews and reviewers are there too.
    const all = await db.select().from(reviews);
    expect(all.some((r) => /[\u0980-\u09FF]/.test(r.detail))).toBe(true);
    for (const kind of ['nurse', 'ambulance'] as const) {
      const [p] = await db.select().from(pa).where(eq(pa.kind, kind)).orderBy(pa.id).limit(1);
      const list = (await get<ReviewListResponse>(`/api/review/show/${kind}-review/${p.id}`)).body;
      expect(list.total).toBe(p.ratingCount);
      // The same id asked as another kind has no reviews.
      expect((await get<ReviewListResponse>(`/api/review/show/doctor-review/${p.id}`)).body.total).toBe(0);
    }
    expect((await get<ReviewListResponse>(`/api/review/show/doctor-review/${doctor.id}?page=50`)).body.data).toEqual(
      [],
    );
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      expect((await get(`/api/review/show/nurse-review/${bad}`)).status, bad).toBe(422);
    }
    expect((await get(`/api/review/show/doctor-review/${doctor.id}?page=-1`)).status).toBe(422);
  });

  it('adds a review and the provider’s rating in one transaction, once per booking', async () => {
    const doctor = await providerNamed(db, 'doctor', 'Farhana Rahman');
    const before = (await get<DoctorDetailResponse>(`/api/doctor-view/${doctor.id}`)).body.doctor;
    const patient = await createTestUser(db);
    const [booking] = await db
      .insert(bookingsTables.bookings)
      .values({
        kind: 'appointment',
        patientId: patient.id,
        providerId: doctor.id,
        status: 'Completed',
        feePoisha: 0,
        totalPoisha: 0,
      })
      .returning({ id: bookingsTables.bookings.id });
    const review = {
      kind: 'doctor' as const,
      providerId: doctor.id,
      userId: patient.id,
      bookingId: booking.id as number | null,
      service: 'DoctorAppointment' as const,
      rating: 1,
      detail: 'Did not turn up for the appointment.',
    };
    await db.transaction((tx) => addReview(tx, review));
    const after = (await get<DoctorDetailResponse>(`/api/doctor-view/${doctor.id}`)).body.doctor;
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    const newest = (await get<ReviewListResponse>(`/api/review/show/doctor-review/${doctor.id}`)).body.data[0];
    expect(newest).toMatchObject({ rating: 1, detail: review.detail, user: { name: patient.name } });

    // The same booking again: refused, and the rating unchanged (rolled back with it).
    await expect(db.transaction((tx) => addReview(tx, { ...review, rating: 5 }))).rejects.toMatchObject({
      statusCode: 422,
    });
    const [row] = await db.select().from(pa).where(eq(pa.id, doctor.id));
    expect(row.ratingCount).toBe(before.reviews_count + 1);

    // A provider that is not listed cannot be reviewed.
    const pending = await providerNamed(db, 'doctor', 'Sadia Afrin');
    await expect(
      db.transaction((tx) => addReview(tx, { ...review, providerId: pending.id, bookingId: null })),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      db.transaction((tx) => addReview(tx, { ...review, bookingId: null, rating: 6 })),
    ).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});
