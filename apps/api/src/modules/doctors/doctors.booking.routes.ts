import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplyReferralAnswerSchema,
  ApplyReferralBodySchema,
  BdAppointmentBodySchema,
  BookingAnswerSchema,
  BookingIdParamSchema,
  ConsultancyBodySchema,
  DoctorBookingAnswerSchema,
  DoctorBookingsQuerySchema,
  DoctorBookingsResponseSchema,
  FreeSlotsQuerySchema,
  FreeSlotsResponseSchema,
  InAppointmentBodySchema,
  MyConsultanciesResponseSchema,
  MyDoctorAppointmentsResponseSchema,
  PageQuerySchema,
  ScheduleBodySchema,
  SerialNoBodySchema,
} from '@nirog/contracts';
import { ValidationError } from '../../lib/errors';
import { translate, type MessageKey } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import {
  completeBooking,
  isSlotConflict,
  moveBooking,
  ownBooking,
  queueBookingMail,
  referrerOf,
  serialTaken,
  setSerial,
  type BookingRow,
} from '../bookings';
import { providerOf } from '../providers';
import {
  bookAppointment,
  bookConsultancy,
  bookableDoctor,
  dateProblem,
  freeSlots,
  slotAt,
} from './doctors.booking.service';
import { doctorBookingList, doctorBookingsOf, myConsultancies, myDoctorAppointments } from './doctors.booking-lists';

const security = [{ bearer: [] }];
const tags = ['doctor bookings'];
const auth = { auth: 'required' as const };

/** Patient booking calls (spec 2 section 7) and the doctor's lists and actions (spec 3 "Doctor dashboard"). */
export const doctorsBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.config.appUrl;

  app.get(
    '/api/doctor-appointment/:id/free-slots',
    {
      schema: {
        tags,
        summary: "A day's slots of a doctor (public): each free or taken; app_time in the doctor's zone",
        params: BookingIdParamSchema,
        querystring: FreeSlotsQuerySchema,
        response: { 200: FreeSlotsResponseSchema },
      },
    },
    async (request) => freeSlots(app.db, request.params.id, request.query.date),
  );

  for (const [path, india] of [
    ['bd-doctor', false],
    ['in-doctor', true],
  ] as const) {
    app.post(
      `/api/auth/doctor-appointment/${path}/:id/appointment`,
      {
        config: auth,
        schema: {
          tags,
          security,
          params: BookingIdParamSchema,
          body: india ? InAppointmentBodySchema : BdAppointmentBodySchema,
          response: { 200: BookingAnswerSchema },
        },
      },
      async (request) =>
        bookAppointment(app.db, {
          patient: requireAuth(request).user,
          doctorId: request.params.id,
          india,
          body: request.body,
          lang: request.lang,
          appUrl,
        }),
    );
  }

  for (const kind of ['audio', 'video'] as const) {
    app.post(
      `/api/auth/doctor-consultancy/${kind}/:id/appointment`,
      {
        config: auth,
        schema: {
          tags,
          security,
          params: BookingIdParamSchema,
          body: ConsultancyBodySchema,
          response: { 200: BookingAnswerSchema },
        },
      },
      async (request) =>
        bookConsultancy(app.db, {
          patient: requireAuth(request).user,
          doctorId: request.params.id,
          kind,
          body: request.body,
          lang: request.lang,
          appUrl,
        }),
    );
  }

  app.post(
    '/api/auth/doctor-appointment/apply-referral-code',
    {
      config: auth,
      schema: { tags, security, body: ApplyReferralBodySchema, response: { 200: ApplyReferralAnswerSchema } },
    },
    async (request) => {
      const referrer = await referrerOf(app.db, request.body.referral_code, requireAuth(request).user.id);
      return referrer
        ? {
            status: 'success' as const,
            message: translate(request.lang, 'bookings.referral_applied'),
            referral_code: referrer.code,
          }
        : {
            status: 'warning' as const,
            message: translate(request.lang, 'bookings.invalid_referral'),
            referral_code: null,
          };
    },
  );

  const patientList = { config: auth, schema: { tags, security, querystring: PageQuerySchema } };
  app.get(
    '/api/auth/doctor-appointment/my-appointment',
    { ...patientList, schema: { ...patientList.schema, response: { 200: MyDoctorAppointmentsResponseSchema } } },
    async (request) => myDoctorAppointments(app.db, requireAuth(request).user.id, request.query.page),
  );
  for (const kind of ['audio', 'video'] as const) {
    app.get(
      `/api/auth/doctor-consultancy/my-${kind}-consultancy`,
      { ...patientList, schema: { ...patientList.schema, response: { 200: MyConsultanciesResponseSchema } } },
      async (request) => myConsultancies(app.db, requireAuth(request).user.id, kind, request.query.page),
    );
  }

  // --- the doctor's side
  const KINDS = [
    { kind: 'appointment', list: 'appointments', item: '', action: 'appointment/' },
    { kind: 'audio', list: 'audio-consultancy', item: 'audio-consultancy/', action: 'audio-consultancy/' },
    { kind: 'video', list: 'video-consultancy', item: 'video-consultancy/', action: 'video-consultancy/' },
  ] as const;
  const one = async (booking: BookingRow, message?: MessageKey, lang: 'en' | 'bn' = 'en') => ({
    status: 'success' as const,
    ...(message ? { message: translate(lang, message) } : {}),
    appointment: (await doctorBookingsOf(app.db, [booking]))[0],
  });

  for (const { kind, list, item, action } of KINDS) {
    app.get(
      `/api/doctor/appointment/${list}`,
      {
        config: auth,
        schema: {
          tags,
          security,
          querystring: DoctorBookingsQuerySchema,
          response: { 200: DoctorBookingsResponseSchema },
        },
      },
      async (request) => {
        const doctor = await providerOf(app, request, 'doctor');
        return doctorBookingList(app.db, doctor.id, kind, request.query);
      },
    );
    app.get(
      `/api/doctor/appointment/${item}:id/show`,
      {
        config: auth,
        schema: { tags, security, params: BookingIdParamSchema, response: { 200: DoctorBookingAnswerSchema } },
      },
      async (request) => {
        const doctor = await providerOf(app, request, 'doctor');
        return one(await ownBooking(app.db, request.params.id, { kind, providerId: doctor.id }));
      },
    );
    app.put(
      `/api/doctor/appointment/${action}:id/make-completed`,
      {
        config: auth,
        schema: { tags, security, params: BookingIdParamSchema, response: { 200: DoctorBookingAnswerSchema } },
      },
      async (request) => {
        const doctor = await providerOf(app, request, 'doctor');
        const row = await app.db.transaction(async (tx) => {
          const booking = await ownBooking(tx, request.params.id, { kind, providerId: doctor.id }, true);
          return completeBooking(tx, booking, requireAuth(request).user.id);
        });
        return one(row, 'bookings.completed', request.lang);
      },
    );
  }

  app.put(
    '/api/doctor/appointment/appointment/update/:id/serial-no',
    {
      config: auth,
      schema: {
        tags,
        security,
        params: BookingIdParamSchema,
        body: SerialNoBodySchema,
        response: { 200: DoctorBookingAnswerSchema },
      },
    },
    async (request) => {
      const doctor = await providerOf(app, request, 'doctor');
      const row = await app.db.transaction(async (tx) => {
        const booking = await ownBooking(tx, request.params.id, { kind: 'appointment', providerId: doctor.id }, true);
        if (booking.status === 'Cancelled' || !booking.slotDay) {
          throw new ValidationError({ serial_no: ['bookings.not_reschedulable'] });
        }
        const serial = request.body.serial_no;
        if (await serialTaken(tx, { id: booking.id, providerId: doctor.id, slotDay: booking.slotDay }, serial)) {
          throw new ValidationError({ serial_no: ['bookings.serial_taken'] });
        }
        return setSerial(tx, booking, serial, requireAuth(request).user.id);
      });
      return one(row, 'bookings.serial_updated', request.lang);
    },
  );

  app.put(
    '/api/doctor/appointment/appointment/update/:id/schedule',
    {
      config: auth,
      schema: {
        tags,
        security,
        params: BookingIdParamSchema,
        body: ScheduleBodySchema,
        response: { 200: DoctorBookingAnswerSchema },
      },
    },
    async (request) => {
      const application = await providerOf(app, request, 'doctor');
      const doctor = await bookableDoctor(app.db, application.id);
      const { app_date, app_time } = request.body;
      const dayKey = dateProblem(doctor, app_date, new Date(), { window: false });
      if (dayKey) throw new ValidationError({ app_date: [dayKey] });
      const slot = slotAt(doctor, app_date, app_time);
      if (!slot || slot.start <= new Date()) throw new ValidationError({ app_time: ['bookings.time_outside'] });
      try {
        const row = await app.db.transaction(async (tx) => {
          const booking = await ownBooking(
            tx,
            request.params.id,
            { kind: 'appointment', providerId: doctor.applicationId },
            true,
          );
          const moved = await moveBooking(tx, booking, slot, requireAuth(request).user.id);
          await queueBookingMail(tx, moved, 'schedule_changed', appUrl);
          return moved;
        });
        return one(row, 'bookings.schedule_updated', request.lang);
      } catch (err) {
        if (isSlotConflict(err)) throw new ValidationError({ app_time: ['bookings.slot_taken'] });
        throw err;
      }
    },
  );
};
