import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  type Language,
  type MyPrescriptionsResponse,
  type Prescription,
  type PrescriptionOrder,
  type UploadPrescriptionFieldsSchema,
} from '@nirog/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { getShippingAddress } from '../accounts';
import {
  encodePrescriptionImages,
  prescriptionImageAddresses,
  removePrescriptionImages,
  savePrescriptionImages,
} from './prescriptions.images';
import { ordersPlacedWith, shownOrder, shownStatus } from './prescriptions.orders';
import { prescriptionImages, prescriptions } from './prescriptions.tables';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type UploadPrescriptionInput = z.output<typeof UploadPrescriptionFieldsSchema>;

/**
 * Prescriptions in the contract's shape, in the order given, each with the orders placed with it (newest
 * first): their pictures with fresh signed addresses (only call this for the owner or staff), the status they
 * read as and the order they show.
 */
export async function describePrescriptions(
  db: DbOrTx,
  rows: PrescriptionRow[],
  signer: PrivateFileSigner,
): Promise<Array<{ prescription: Prescription; orders: PrescriptionOrder[] }>> {
  if (rows.length === 0) return [];
  const [images, placed] = await Promise.all([
    db
      .select({ id: prescriptionImages.id, prescriptionId: prescriptionImages.prescriptionId })
      .from(prescriptionImages)
      .where(
        inArray(
          prescriptionImages.prescriptionId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(prescriptionImages.position), asc(prescriptionImages.id)),
    ordersPlacedWith(db, rows),
  ]);
  const now = Date.now();
  return rows.map((row) => {
    const orders = placed.get(row.id) ?? [];
    const prescription: Prescription = {
      id: row.id,
      status: shownStatus(row, orders),
      day_for: row.dayFor,
      unnecessary_medicine: row.unnecessaryMedicine,
      note: row.note,
      created_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      beimages: images
        .filter((image) => image.prescriptionId === row.id)
        .map((image) => prescriptionImageAddresses(signer, image.id, now)),
      order: shownOrder(orders),
    };
    return { prescription, orders };
  });
}

/** describePrescriptions without the list of orders (the patient's answers). */
export async function serializePrescriptions(
  db: DbOrTx,
  rows: PrescriptionRow[],
  signer: PrivateFileSigner,
): Promise<Prescription[]> {
  return (await describePrescriptions(db, rows, signer)).map((described) => described.prescription);
}

export interface UploadPrescription {
  userId: number;
  lang: Language;
  images: Buffer[];
  fields: UploadPrescriptionInput;
  privateRoot: string;
  signer: PrivateFileSigner;
}

/**
 * `POST /api/auth/store/upload-prescription`. Needs a shipping address (as checkout). Every picture
 * is checked and re-encoded before anything is written; the files go to the private storage area and
 * the rows are written in one transaction; the files are removed again if the rows are not.
 */
export async function uploadPrescription(db: Db, input: UploadPrescription): Promise<Prescription> {
  if (!(await getShippingAddress(db, input.userId))) {
    throw new HttpError(
      422,
      'prescriptions.no_shipping_address',
      {},
      { errors: { shipping_address: [translate(input.lang, 'prescriptions.add_shipping_address')] } },
    );
  }
  const encoded = await encodePrescriptionImages(input.images);
  const stored = await savePrescriptionImages(input.privateRoot, encoded);
  try {
    const row = await db.transaction(async (tx) => {
      const [prescription] = await tx
        .insert(prescriptions)
        .values({
          userId: input.userId,
          dayFor: input.fields.day_for,
          unnecessaryMedicine: input.fields.unnecessary_medicine ?? null,
          language: input.lang,
        })
        .returning();
      await tx
        .insert(prescriptionImages)
        .values(stored.map((paths, position) => ({ prescriptionId: prescription.id, position, ...paths })));
      return prescription;
    });
    const [prescription] = await serializePrescriptions(db, [row], input.signer);
    return prescription;
  } catch (err) {
    await removePrescriptionImages(
      input.privateRoot,
      stored.flatMap((s) => [s.image, s.thumbnail]),
    );
    throw err;
  }
}

/** `GET /api/auth/get/my-prescription`: the user's own, newest first, 10 a page. */
export async function myPrescriptions(
  db: DbOrTx,
  userId: number,
  page: number,
  signer: PrivateFileSigner,
): Promise<MyPrescriptionsResponse> {
  const perPage = PAGE_SIZE.profile;
  const { limit, offset } = pageWindow(page, perPage);
  const mine = eq(prescriptions.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(prescriptions)
      .where(mine)
      .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(prescriptions).where(mine),
  ]);
  return paginated(await serializePrescriptions(db, rows, signer), page, perPage, Number(total));
}
