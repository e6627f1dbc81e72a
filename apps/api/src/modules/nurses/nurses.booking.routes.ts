import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGREED_PRICE_HOLD_HOURS,
  AdminBookingWriteResponseSchema,
  AgreedPriceBodySchema,
  BookingAnswerSchema,
  BookingIdParamSchema,
  MyNurseAppointmentsResponseSchema,
  NURSE_ID_IMAGE_MAX_BYTES,
  NurseAppointmentFieldsSchema,
  NurseBookingAnswerSchema,
  NurseBookingsResponseSchema,
  PageQuerySchema,
  ROLE,
  type Language,
} from '@nirog/contracts';
import type { Tx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { toPoisha } from '../../lib/money';
import { translate } from '../../lib/i18n';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { storagePaths } from '../../lib/storage-paths';
import { requireAuth } from '../../plugins/auth';
import { parseFormFields } from '../../plugins/uploads';
import { writeAudit } from '../admin';
import {
  completeBooking,
  getAdminBooking,
  ownBooking,
  queueBookingMail,
  setAgreedPrice,
  type BookingRow,
} from '../bookings';
import { providerOf } from '../providers';
import { discardIdImages, readNurseBookingForm, storeIdImages } from './nurses.booking-files';
import {
  myNurseAppointments,
  notePriceAgreed,
  nurseBookingList,
  nurseBookingsOf,
  priceIsOpen,
} from './nurses.booking-lists';
import { bookNurse, checkNurseBooking } from './nurses.booking.service';

const tags = ['nurse bookings'];
const security = [{ bearer: [] }];
const auth = { auth: 'required' as const };

/** OpenAPI only: the multipart body is read and checked in the handler, which answers the 422s. */
const bookingDoc = z.object({
  ...Object.fromEntries(Object.keys(NurseAppointmentFieldsSchema.shape).map((k) => [k, z.any().optional()])),
  nid_passport_bs: z
    .any()
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description: `Required: PNG or JPEG, at most ${NURSE_ID_IMAGE_MAX_BYTES / 1024 / 1024} MB; kept private`,
    }),
  nid_passport_bs2: z.any().optional().meta({ type: 'string', format: 'binary', description: 'Optional, as above' }),
});

/**
 * The price of a negotiable booking agreed by its nurse or staff: Pay now for the patient, who is
 * mailed. A booking that does not wait for a price is a 422.
 */
async function agreePrice(tx: Tx, booking: BookingRow, price: number, actorId: number, appUrl: string) {
  if (!(await priceIsOpen(tx, booking))) throw new HttpError(422, 'bookings.price_already_set');
  const row = await setAgreedPrice(tx, booking, {
    pricePoisha: toPoisha(price),
    actorId,
    holdHours: AGREED_PRICE_HOLD_HOURS,
  });
  await notePriceAgreed(tx, booking.id, actorId);
  await queueBookingMail(tx, row, 'price_agreed', appUrl);
  return row;
}

/** The patient's nurse booking and list (spec 2 section 7) and the nurse's list and actions (spec 3). */
export const nursesBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.config.appUrl;
  const signer: PrivateFileSigner = { appKey: app.appKey, ttlMinutes: app.config.privateFileLinkMinutes };
  const privateRoot = storagePaths(app.config.dataDir).private;

  app.post(
    '/api/auth/nurse-appointment/:id/appointment',
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: 'Book a nurse (multipart): package hours are held; priced: need_payment; more_day: price agreed later',
        consumes: ['multipart/form-data'],
        params: BookingIdParamSchema,
        body: bookingDoc,
        response: { 200: BookingAnswerSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const form = await readNurseBookingForm(request);
      const body = parseFormFields(NurseAppointmentFieldsSchema, form.fields);
      const checked = await checkNurseBooking(app.db, request.params.id, body);
      const images = await storeIdImages(privateRoot, form.pictures);
      try {
        return await bookNurse(app.db, {
          patientId: user.id,
          nurseId: request.params.id,
          body,
          checked,
          images,
          lang: request.lang,
          appUrl,
        });
      } catch (err) {
        await discardIdImages(privateRoot, images);
        throw err;
      }
    },
  );

  app.get(
    '/api/auth/nurse-appointment/my-appointment',
    {
      config: auth,
      schema: {
        tags,
        security,
        querystring: PageQuerySchema,
        response: { 200: MyNurseAppointmentsResponseSchema },
      },
    },
    async (request) => myNurseAppointments(app.db, requireAuth(request).user.id, request.query.page, signer),
  );

  // --- the nurse's side
  const one = async (row: BookingRow, message: string, lang: Language) => ({
    status: 'success' as const,
    message,
    appointment: (await nurseBookingsOf(app.db, [row], signer, lang))[0],
  });

  app.get(
    '/api/nurse/appointment/appointments',
    {
      config: auth,
      schema: { tags, security, querystring: PageQuerySchema, response: { 200: NurseBookingsResponseSchema } },
    },
    async (request) => {
      const nurse = await providerOf(app, request, 'nurse');
      return nurseBookingList(app.db, nurse.id, request.query.page, signer, request.lang);
    },
  );

  app.put(
    '/api/nurse/appointment/:id/make-completed',
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: 'The nurse marks a Ready appointment Completed',
        params: BookingIdParamSchema,
        response: { 200: NurseBookingAnswerSchema },
      },
    },
    async (request) => {
      const nurse = await providerOf(app, request, 'nurse');
      const row = await app.db.transaction(async (tx) => {
        const booking = await ownBooking(tx, request.params.id, { kind: 'nurse', providerId: nurse.id }, true);
        return completeBooking(tx, booking, requireAuth(request).user.id);
      });
      return one(row, translate(request.lang, 'bookings.completed'), request.lang);
    },
  );

  app.put(
    '/api/nurse/appointment/:id/agreed-price',
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: 'The nurse sets the agreed price of a booking of more than one day; the patient is mailed to pay',
        params: BookingIdParamSchema,
        body: AgreedPriceBodySchema,
        response: { 200: NurseBookingAnswerSchema },
      },
    },
    async (request) => {
      const nurse = await providerOf(app, request, 'nurse');
      const actorId = requireAuth(request).user.id;
      const row = await app.db.transaction(async (tx) => {
        const booking = await ownBooking(tx, request.params.id, { kind: 'nurse', providerId: nurse.id }, true);
        return agreePrice(tx, booking, request.body.price, actorId, appUrl);
      });
      return one(row, translate(request.lang, 'care.price_agreed'), request.lang);
    },
  );

  app.put(
    '/api/admin/bookings/:id/agreed-price',
    {
      config: { roles: [ROLE.Admin] },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Staff set the negotiated price of a nurse booking of more than one day; the patient is mailed to pay',
        params: BookingIdParamSchema,
        body: AgreedPriceBodySchema,
        response: { 200: AdminBookingWriteResponseSchema },
      },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      await app.db.transaction(async (tx) => {
        const booking = await ownBooking(tx, request.params.id, { kind: 'nurse' }, true);
        await agreePrice(tx, booking, request.body.price, actorId, appUrl);
        await writeAudit(tx, {
          actorId,
          action: 'booking_price_agreed',
          subjectType: 'booking',
          subjectId: booking.id,
          details: { price: request.body.price },
        });
      });
      return {
        message: translate(request.lang, 'care.price_agreed'),
        data: await getAdminBooking(app.db, request.params.id),
      };
    },
  );
};
