import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BookingKind, Paginated, ProviderKind, Review, ReviewService } from '@nirog/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, fieldError, notFound } from '../../lib/errors';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { authTables } from '../auth';
import { bookingsTables, logBookingEvent, ownBooking } from '../bookings';
import { bumpProviderListings, listedWhere, providersTables } from '../providers';
import { reviews } from './reviews.tables';

/**
 * The one place for reviews (DESIGN.md 5c puts them with the bookings kernel; they live here so the
 * listings and the bookings share them): a patient's review of a provider and the provider's rating
 * (`rating_sum`, `rating_count` on the application) kept in step in the same transaction.
 */

const pa = providersTables.providerApplications;
const { users } = authTables;

export interface NewReview {
  kind: ProviderKind;
  /** The provider application's id (as the listings identify providers). */
  providerId: number;
  /** The patient writing it. */
  userId: number;
  /** The completed booking it is for (one review per booking); null for none. */
  bookingId: number | null;
  service: ReviewService;
  rating: number;
  detail: string;
}

/**
 * Adds a review and the provider's rating in the caller's transaction (the bookings kernel also
 * marks its booking `reviewed` there). The provider must be a listed one of the kind; a booking
 * already reviewed answers 422 on `booking_id`. The caller checks that the booking is the patient's
 * and completed.
 */
export async function addReview(tx: Tx, review: NewReview): Promise<{ id: number }> {
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) {
    throw fieldError('rating', 'validation.in');
  }
  const [provider] = await tx
    .update(pa)
    .set({ ratingSum: sql`${pa.ratingSum} + ${review.rating}`, ratingCount: sql`${pa.ratingCount} + 1` })
    .where(and(eq(pa.id, review.providerId), listedWhere(review.kind)))
    .returning({ id: pa.id });
  if (!provider) throw new HttpError(422, 'reviews.provider_unavailable');
  try {
    const [row] = await tx
      .insert(reviews)
      .values({
        providerKind: review.kind,
        providerId: review.providerId,
        userId: review.userId,
        bookingId: review.bookingId,
        service: review.service,
        rating: review.rating,
        detail: review.detail,
      })
      .returning({ id: reviews.id });
    bumpProviderListings();
    return row;
  } catch (err) {
    if (isUniqueViolation(err, 'reviews_booking_unique')) throw fieldError('booking_id', 'reviews.already_reviewed');
    throw err;
  }
}

/** The reviewed provider's kind and the review service of each booking kind (spec 3 section 3 `service`). */
const SERVICES: Record<BookingKind, { provider: ProviderKind; service: ReviewService }> = {
  appointment: { provider: 'doctor', service: 'DoctorAppointment' },
  audio: { provider: 'doctor', service: 'AudioConsultancy' },
  video: { provider: 'doctor', service: 'VideoConsultancy' },
  nurse: { provider: 'nurse', service: 'NurseAppointment' },
  ambulance: { provider: 'ambulance', service: 'AmbulanceBooking' },
};

/**
 * POST /api/review/store/{doctor|nurse|ambulance}-review/{providerId}/{target}/{id}: the booking's
 * patient reviews its provider once, when it is Completed. Another patient's booking, one of another
 * kind, or a `providerId` that is not the booking's provider is a 404; a booking not Completed or
 * already reviewed a 422. The review, the provider's rating and the booking's `reviewed` change in one
 * transaction.
 */
export async function reviewBooking(
  db: Db,
  input: {
    patientId: number;
    providerId: number;
    bookingId: number;
    kinds: BookingKind[];
    rating: number;
    detail: string;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const booking = await ownBooking(tx, input.bookingId, { kind: input.kinds, patientId: input.patientId }, true);
    const { provider, service } = SERVICES[booking.kind as BookingKind];
    if (booking.providerId !== input.providerId) throw notFound('bookings.not_found');
    if (booking.status !== 'Completed') throw new HttpError(422, 'reviews.not_completed');
    if (booking.reviewed) throw fieldError('booking_id', 'reviews.already_reviewed');
    const review = await addReview(tx, {
      kind: provider,
      providerId: booking.providerId,
      userId: input.patientId,
      bookingId: booking.id,
      service,
      rating: input.rating,
      detail: input.detail,
    });
    await tx
      .update(bookingsTables.bookings)
      .set({ reviewed: true, updatedAt: sql`now()` })
      .where(eq(bookingsTables.bookings.id, booking.id));
    await logBookingEvent(tx, booking.id, 'reviewed', input.patientId, { review_id: review.id, rating: input.rating });
  });
  // addReview bumped the listings inside the transaction; once more after the commit, so no answer
  // computed before it stays cached.
  bumpProviderListings();
}

/**
 * GET /api/review/show/{kind}-review/{id}: a listed provider's reviews, newest first, 10 a page; an
 * id that is not a listed provider of the kind has none.
 */
export async function listReviews(
  db: DbOrTx,
  kind: ProviderKind,
  providerId: number,
  page: number,
): Promise<Paginated<Review>> {
  const perPage = PAGE_SIZE.profile;
  const [listed] = await db
    .select({ total: pa.ratingCount })
    .from(pa)
    .where(and(eq(pa.id, providerId), listedWhere(kind)));
  if (!listed) return paginated([], page, perPage, 0);
  const where = and(eq(reviews.providerKind, kind), eq(reviews.providerId, providerId));
  const [{ total }] = await db.select({ total: count() }).from(reviews).where(where);
  const { limit, offset } = pageWindow(page, perPage);
  const rows =
    offset < total
      ? await db
          .select({
            id: reviews.id,
            name: users.name,
            avatar: users.avatar,
            createdAt: reviews.createdAt,
            rating: reviews.rating,
            detail: reviews.detail,
            service: reviews.service,
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset)
      : [];
  return paginated(
    rows.map((r) => ({
      id: r.id,
      user: { name: r.name, avatar: r.avatar },
      created_at: r.createdAt.toISOString(),
      rating: r.rating,
      detail: r.detail,
      service: r.service as ReviewService,
    })),
    page,
    perPage,
    Number(total),
  );
}
