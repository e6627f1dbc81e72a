import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SECTIONS,
  AdminServiceChargesQuerySchema,
  AdminServiceChargesResponseSchema,
  AmbulanceBookingAnswerSchema,
  AmbulanceBookingBodySchema,
  AmbulanceBookingIdParamSchema,
  AmbulanceCompleteAnswerSchema,
  AmbulanceCompleteBodySchema,
  AmbulanceProviderBookingsResponseSchema,
  BookingIdParamSchema,
  MyAmbulanceBookingsResponseSchema,
  PageQuerySchema,
  ServiceChargeRuleSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import { getSettings } from '../content';
import { providerOf } from '../providers';
import {
  bookAmbulance,
  completeAmbulanceBooking,
  myAmbulanceBookings,
  ownerBookingList,
  ownerBookingsOf,
  unpaidServiceCharges,
} from './ambulances.booking.service';

const tags = ['ambulance bookings'];
const security = [{ bearer: [] }];
const auth = { auth: 'required' as const };

/** The patient's ambulance booking and list (spec 2 section 7) and the owner's list and completion (spec 3). */
export const ambulancesBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ambulance/user/booking-now/:id',
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: 'Book an ambulance: Ready at once; the owner is mailed and told on the realtime channel',
        params: BookingIdParamSchema,
        body: AmbulanceBookingBodySchema,
        response: { 200: AmbulanceBookingAnswerSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const booking = await bookAmbulance(app.db, app.realtime, {
        patient: user,
        ambulanceId: request.params.id,
        body: request.body,
        lang: request.lang,
        appUrl: app.config.appUrl,
      });
      return {
        status: 'success' as const,
        message: translate(request.lang, 'care.ambulance_booked'),
        booking_id: booking.id,
      };
    },
  );

  app.get(
    '/api/ambulance/user/my-ambulance-bookings',
    {
      config: auth,
      schema: { tags, security, querystring: PageQuerySchema, response: { 200: MyAmbulanceBookingsResponseSchema } },
    },
    async (request) => myAmbulanceBookings(app.db, requireAuth(request).user.id, request.query.page),
  );

  app.get(
    '/api/ambulance/user/ambulance-bookings',
    {
      config: auth,
      schema: {
        tags,
        security,
        querystring: PageQuerySchema,
        response: { 200: AmbulanceProviderBookingsResponseSchema },
      },
    },
    async (request) => {
      const ambulance = await providerOf(app, request, 'ambulance');
      return ownerBookingList(app.db, ambulance.id, request.query.page);
    },
  );

  app.get(
    '/api/ambulance/service-charge',
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: "How the platform's service charge is reckoned: flat taka or a percent of the fare",
        response: { 200: ServiceChargeRuleSchema },
      },
    },
    async () => {
      const settings = await getSettings(app.db);
      return { type: settings.ambulance_service_charge_type, value: settings.ambulance_service_charge };
    },
  );

  app.post(
    '/api/ambulance/provider/update-completed/:bookingId',
    {
      config: auth,
      schema: {
        tags,
        security,
        summary:
          'The owner marks a Ready booking Completed (a percent charge needs `fare`); the service charge is owed',
        params: AmbulanceBookingIdParamSchema,
        body: AmbulanceCompleteBodySchema,
        response: { 200: AmbulanceCompleteAnswerSchema },
      },
    },
    async (request) => {
      const ambulance = await providerOf(app, request, 'ambulance');
      const row = await completeAmbulanceBooking(app.db, {
        ambulanceId: ambulance.id,
        ownerUserId: requireAuth(request).user.id,
        bookingId: request.params.bookingId,
        fare: request.body.fare,
      });
      return {
        icon: 'success' as const,
        message: translate(request.lang, 'bookings.completed'),
        booking: (await ownerBookingsOf(app.db, [row]))[0],
      };
    },
  );

  app.get(
    '/api/admin/service-charges',
    {
      config: { roles: [...ADMIN_SECTIONS.service_charges] },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Unpaid ambulance service charges per owner, largest debt first',
        querystring: AdminServiceChargesQuerySchema,
        response: { 200: AdminServiceChargesResponseSchema },
      },
    },
    async (request) => unpaidServiceCharges(app.db, request.query.page),
  );
};
