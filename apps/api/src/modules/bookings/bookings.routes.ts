import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_SECTIONS,
  AdminBookingDetailSchema,
  AdminBookingsQuerySchema,
  AdminBookingsResponseSchema,
  AdminBookingWriteResponseSchema,
  AdminCancelBookingBodySchema,
  AdminEarningsQuerySchema,
  AdminEarningsResponseSchema,
  BOOKING_KINDS,
  BookingIdParamSchema,
  EarningsResponseSchema,
  PageQuerySchema,
  PatientCancelAnswerSchema,
  type Earning,
} from '@nirog/contracts';
import { HttpError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { toTaka } from '../../lib/money';
import { PAGE_SIZE, paginated } from '../../lib/pagination';
import { requireAuth } from '../../plugins/auth';
import { writeAudit } from '../admin';
import { getSettings } from '../content';
import { getAdminBooking, listAdminBookings, markBookingRefunded } from './bookings.admin.service';
import { earningsPage, payOutEarning, type EarningRow } from './bookings.earnings';
import { queueCancelMails } from './bookings.mails';
import { registerBookingPayments } from './bookings.payments';
import { ownBooking } from './bookings.queries';
import { patientMayCancel } from './bookings.rows';
import { cancelBooking } from './bookings.service';

const security = [{ bearer: [] }];
const staff = { roles: [...ADMIN_SECTIONS.bookings] };
const payouts = { roles: [...ADMIN_SECTIONS.referral_earnings] };

function earningOf(row: EarningRow): Earning {
  return {
    id: row.id,
    booking_id: row.bookingId,
    patient: { name: row.patientName, avatar: row.patientAvatar },
    total_cost_in_bdt: toTaka(row.costPoisha),
    total_cost_in_inr: toTaka(row.costPaise),
    exchange_rate: Number(row.exchangeRate),
    benefit_percentage: Number(row.benefitPercentage),
    total_benefit_in_bdt: toTaka(row.benefitPoisha),
    total_benefit_in_inr: toTaka(row.benefitPaise),
    status: row.status as Earning['status'],
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** The kernel's own calls: the patient's cancel, referral earnings and the back office's bookings. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBookingPayments(app.config.appUrl);

  app.post(
    '/api/auth/bookings/:id/cancel',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['bookings'],
        security,
        summary: 'The patient cancels an upcoming booking (up to the settings hours before; paid: refund flagged)',
        params: BookingIdParamSchema,
        response: { 200: PatientCancelAnswerSchema },
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      const { booking_cancel_hours } = await getSettings(app.db);
      await app.db.transaction(async (tx) => {
        const booking = await ownBooking(tx, request.params.id, { kind: [...BOOKING_KINDS], patientId: user.id }, true);
        if (!patientMayCancel(booking, booking_cancel_hours)) {
          throw new HttpError(422, 'bookings.too_late_to_cancel', { hours: booking_cancel_hours });
        }
        const row = await cancelBooking(tx, booking, { cause: 'patient', reason: null, actorId: user.id });
        await queueCancelMails(tx, row, app.config.appUrl);
      });
      return { status: 'success' as const, message: translate(request.lang, 'bookings.cancelled') };
    },
  );

  app.get(
    '/api/auth/get-my-benefit-list',
    {
      config: { auth: 'required' },
      schema: { tags: ['bookings'], security, querystring: PageQuerySchema, response: { 200: EarningsResponseSchema } },
    },
    async (request) => {
      const perPage = PAGE_SIZE.profile;
      const { rows, total } = await earningsPage(
        app.db,
        { referrerId: requireAuth(request).user.id },
        request.query.page,
        perPage,
      );
      return paginated(rows.map(earningOf), request.query.page, perPage, total);
    },
  );

  // --- back office
  const tags = ['admin'];
  app.get(
    '/api/admin/bookings',
    {
      config: staff,
      schema: { tags, security, querystring: AdminBookingsQuerySchema, response: { 200: AdminBookingsResponseSchema } },
    },
    async (request) => listAdminBookings(app.db, request.query),
  );
  app.get(
    '/api/admin/bookings/:id',
    {
      config: staff,
      schema: { tags, security, params: BookingIdParamSchema, response: { 200: AdminBookingDetailSchema } },
    },
    async (request) => getAdminBooking(app.db, request.params.id),
  );
  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Cancel a booking with a reason (a paid one is flagged for refund); the patient is mailed',
        params: BookingIdParamSchema,
        body: AdminCancelBookingBodySchema,
        response: { 200: AdminBookingWriteResponseSchema },
      },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      await app.db.transaction(async (tx) => {
        const booking = await ownBooking(tx, request.params.id, { kind: [...BOOKING_KINDS] }, true);
        const row = await cancelBooking(tx, booking, { cause: 'staff', reason: request.body.reason, actorId });
        await writeAudit(tx, {
          actorId,
          action: 'booking_cancelled',
          subjectType: 'booking',
          subjectId: booking.id,
          details: { reason: request.body.reason, refund_due: row.refundDue },
        });
        await queueCancelMails(tx, row, app.config.appUrl, { reason: request.body.reason });
      });
      return {
        message: translate(request.lang, 'bookings.cancelled'),
        data: await getAdminBooking(app.db, request.params.id),
      };
    },
  );
  app.post(
    '/api/admin/bookings/:id/refunded',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Record that a booking flagged for refund was refunded',
        params: BookingIdParamSchema,
        response: { 200: AdminBookingWriteResponseSchema },
      },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      await app.db.transaction(async (tx) => {
        if (!(await markBookingRefunded(tx, request.params.id, actorId))) {
          throw new HttpError(422, 'bookings.no_refund_due');
        }
        await writeAudit(tx, {
          actorId,
          action: 'booking_refunded',
          subjectType: 'booking',
          subjectId: request.params.id,
        });
      });
      return {
        message: translate(request.lang, 'bookings.refunded'),
        data: await getAdminBooking(app.db, request.params.id),
      };
    },
  );
  app.get(
    '/api/admin/referral-earnings',
    {
      config: payouts,
      schema: { tags, security, querystring: AdminEarningsQuerySchema, response: { 200: AdminEarningsResponseSchema } },
    },
    async (request) => {
      const perPage = PAGE_SIZE.admin;
      const { rows, total } = await earningsPage(app.db, { status: request.query.status }, request.query.page, perPage);
      return paginated(
        rows.map((row) => ({
          ...earningOf(row),
          referrer_id: row.referrerId,
          referrer: { id: row.referrerId, name: row.referrerName, email: row.referrerEmail, phone: row.referrerPhone },
        })),
        request.query.page,
        perPage,
        total,
      );
    },
  );
  app.post(
    '/api/admin/referral-earnings/:id/paid',
    {
      config: payouts,
      schema: {
        tags,
        security,
        summary: 'Record the payout of a Ready earning (Completed)',
        params: BookingIdParamSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      await app.db.transaction(async (tx) => {
        await payOutEarning(tx, request.params.id, actorId);
        await writeAudit(tx, {
          actorId,
          action: 'earning_paid',
          subjectType: 'referral_earning',
          subjectId: request.params.id,
        });
      });
      return { message: translate(request.lang, 'bookings.earning_paid') };
    },
  );
};
