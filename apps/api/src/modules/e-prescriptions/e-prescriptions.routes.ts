import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingIdParamSchema,
  MedicineSuggestionsQuerySchema,
  MedicineSuggestionsResponseSchema,
  PRESCRIPTION_BOOKING_KINDS,
  PrescriptionBodySchema,
  PrescriptionPdfParamsSchema,
  PrescriptionStoreAnswerSchema,
  STAFF_ROLE_IDS,
  type BookingKind,
  type Language,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { storagePaths } from '../../lib/storage-paths';
import { requireAuth } from '../../plugins/auth';
import { bookingsTables, ownBooking, type BookingRow } from '../bookings';
import { listShopProducts } from '../catalog';
import { findApplication, providerOf } from '../providers';
import { queuePrescriptionMail } from './e-prescriptions.mails';
import { renderPad, type PadFacts } from './e-prescriptions.pdf';
import { latestPrescription, savePrescription } from './e-prescriptions.service';
import { signaturePng } from './e-prescriptions.signature';

const security = [{ bearer: [] }];
const tags = ['e-prescriptions'];
const auth = { auth: 'required' as const };
const SUGGESTIONS_MAX = 8;

export interface EPrescriptionsRoutesOptions {
  /** The pad's facts about the doctor and the patient of a booking (the doctor kind's module knows them). */
  padFacts: (db: DbOrTx, booking: BookingRow) => Promise<PadFacts>;
}

/** The doctor writes a consultation's prescription (spec 3); its patient, the doctor and staff download it (spec 2). */
export const ePrescriptionsRoutes: FastifyPluginAsyncZod<EPrescriptionsRoutesOptions> = async (app, options) => {
  const privateRoot = storagePaths(app.config.dataDir).private;

  app.post(
    '/api/doctor/prescription/store/:id',
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: "Saves the next version of a consultation's prescription; the patient is mailed",
        params: BookingIdParamSchema,
        body: PrescriptionBodySchema,
        response: { 200: PrescriptionStoreAnswerSchema },
      },
    },
    async (request) => {
      const doctor = await providerOf(app, request, 'doctor');
      const userId = requireAuth(request).user.id;
      const prescription = await app.db.transaction(async (tx) => {
        const booking = await ownBooking(
          tx,
          request.params.id,
          { kind: [...PRESCRIPTION_BOOKING_KINDS], providerId: doctor.id },
          true,
        );
        const saved = await savePrescription(tx, booking, userId, request.body);
        await queuePrescriptionMail(tx, booking, saved.version, app.config.appUrl);
        return saved;
      });
      return {
        status: 'success' as const,
        message: translate(request.lang, 'eprescriptions.saved'),
        prescription,
      };
    },
  );

  app.get(
    '/api/doctor/prescription/medicine-suggestions',
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: "Shop medicines matching what the doctor types in a prescription row (the shop's own search)",
        querystring: MedicineSuggestionsQuerySchema,
        response: { 200: MedicineSuggestionsResponseSchema },
      },
    },
    async (request) => {
      await providerOf(app, request, 'doctor');
      const found = await listShopProducts(app.db, { keyword: request.query.keyword, page: 1 });
      return {
        data: found.data.slice(0, SUGGESTIONS_MAX).map((card) => ({
          name:
            card.power && !card.title.toLowerCase().includes(card.power.toLowerCase())
              ? `${card.title} ${card.power}`
              : card.title,
          form: card.medicinetype?.title ?? null,
          generics: card.generics.map((g) => g.title),
        })),
      };
    },
  );

  app.get(
    '/api/auth/prescription/:appointmentId/download-pdf',
    {
      config: auth,
      schema: {
        tags,
        security,
        summary: 'The latest prescription of a consultation as a PDF pad: for its patient, its doctor and staff',
        params: PrescriptionPdfParamsSchema,
      },
    },
    async (request, reply) => {
      const { user, roleIds } = requireAuth(request);
      const [booking] = await app.db
        .select()
        .from(bookingsTables.bookings)
        .where(eq(bookingsTables.bookings.id, request.params.appointmentId));
      if (!booking || !(PRESCRIPTION_BOOKING_KINDS as readonly string[]).includes(booking.kind))
        throw notFound('bookings.not_found');
      const isStaff = roleIds.some((r) => (STAFF_ROLE_IDS as readonly number[]).includes(r));
      const isDoctor = !isStaff && (await findApplication(app.db, user.id, 'doctor'))?.id === booking.providerId;
      // Someone else's consultation answers as if it did not exist.
      if (booking.patientId !== user.id && !isDoctor && !isStaff) throw notFound('bookings.not_found');
      const prescription = await latestPrescription(app.db, booking.id);
      if (!prescription) throw new HttpError(404, 'eprescriptions.not_ready');
      const [facts, signature] = await Promise.all([
        options.padFacts(app.db, booking),
        signaturePng(app.db, booking.providerId, privateRoot),
      ]);
      const pdf = await renderPad({
        facts,
        prescription,
        signature,
        booking: { id: booking.id, kind: booking.kind as BookingKind },
        lang: booking.lang as Language,
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="prescription-${booking.id}-v${prescription.version}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .type('application/pdf')
        .send(pdf);
    },
  );
};
