import { z } from 'zod';
import { ShippingAddressSchema } from './accounts';
import { AuditEntrySchema } from './admin';
import { AdminOrderCustomerSchema } from './admin-orders';
import {
  CART_LINES_MAX,
  CART_QTY_MAX,
  ORDER_STATUSES,
  PAYMENT_METHOD,
  PAYMENT_STATUSES,
  PRESCRIPTION_CHECKS,
} from './cart';
import {
  IdFromTextSchema,
  IdParamSchema,
  LineTextSchema,
  ChosenIdSchema,
  MultilineTextSchema,
  PageQuerySchema,
  paginatedSchema,
} from './common';

/**
 * Prescription uploads (spec 1 "Prescription upload", calls `store/upload-prescription` and
 * `get/my-prescription`) and the pharmacist's prescription queue (back office, Admin and Pharmacist).
 *
 * Images are private files (DESIGN.md section 4): checked by content, re-encoded (EXIF/GPS gone), and
 * served only through short-lived signed addresses that the API hands to the owner or to staff in these
 * answers (`image`, `thumbnail`); an expired or altered address answers 404.
 */

/** Spec 1 section 9. */
export const PRESCRIPTION_IMAGES_MAX = 5;
/** Per image, before re-encoding; larger files are refused with 422 on `images.N`. */
export const PRESCRIPTION_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PRESCRIPTION_IMAGE_ACCEPT = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PRESCRIPTION_DAY_FOR_MAX = 365;

/**
 * Pending: waiting for a pharmacist. Reviewed: read, with the pharmacist's note. Ordered: an order placed
 * with it is live (not cancelled), whether the patient placed it at checkout or a pharmacist made it from
 * the prescription; it waits in My orders. Declined: not usable, with the reason in `note`. Once every
 * order placed with it is cancelled, it reads as before (Reviewed when a pharmacist had made the order).
 */
export const PRESCRIPTION_STATUSES = ['Pending', 'Reviewed', 'Ordered', 'Declined'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

/**
 * `POST /api/auth/store/upload-prescription`, multipart: `images[]` (1..5 images), `day_for` (how many
 * days of medicine, 1..365) and `unnecessary_medicine` (medicines on the paper the patient does not
 * want). Needs a shipping address (422 on `shipping_address`, as checkout). Field errors on `images`,
 * `images.N`, `day_for`, `unnecessary_medicine`.
 */
export const UploadPrescriptionFieldsSchema = z.object({
  // Form fields arrive as text: a missing or blank value is "required", not "not a number".
  day_for: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number().int().min(1).max(PRESCRIPTION_DAY_FOR_MAX),
  ),
  unnecessary_medicine: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    MultilineTextSchema.trim().max(1000).nullable().optional(),
  ),
});
export type UploadPrescriptionFields = z.input<typeof UploadPrescriptionFieldsSchema>;

/** One image: signed, short-lived addresses of the full image and of a small thumbnail. */
export const PrescriptionImageSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  thumbnail: z.string(),
});
export type PrescriptionImage = z.infer<typeof PrescriptionImageSchema>;

/**
 * An order placed with the prescription, as My orders shows it: by the patient at checkout (its
 * `prescription_check` is the pharmacist's check of the prescription for it) or made by a pharmacist from
 * the prescription (`prescription_check` null).
 */
export const PrescriptionOrderSchema = z.object({
  id: z.number().int(),
  order_status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  total_amount: z.number(),
  created_at: z.string(),
  placed_by: z.enum(['patient', 'pharmacist']),
  prescription_check: z.enum(PRESCRIPTION_CHECKS).nullable(),
});
export type PrescriptionOrder = z.infer<typeof PrescriptionOrderSchema>;
/** Not cancelled: while an order placed with a prescription is live, no other is made from it. */
export const isLivePrescriptionOrder = (order: Pick<PrescriptionOrder, 'order_status'>) =>
  order.order_status !== 'Cancelled';

export const PrescriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(PRESCRIPTION_STATUSES),
  day_for: z.number().int(),
  unnecessary_medicine: z.string().nullable(),
  /** The pharmacist's note to the patient (the reason when Declined). */
  note: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  beimages: z.array(PrescriptionImageSchema),
  /** The order placed with it: the newest live one, else the newest (cancelled); null when none was. */
  order: PrescriptionOrderSchema.nullable(),
});
export type Prescription = z.infer<typeof PrescriptionSchema>;

/** Answer of the upload: `status` 'success' (spec), the toast message and the saved prescription. */
export const UploadPrescriptionResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: PrescriptionSchema,
});
export type UploadPrescriptionResponse = z.infer<typeof UploadPrescriptionResponseSchema>;

/** `GET /api/auth/get/my-prescription?page` (newest first, 10 a page). */
export const MyPrescriptionsQuerySchema = PageQuerySchema;
export const MyPrescriptionsResponseSchema = paginatedSchema(PrescriptionSchema);
export type MyPrescriptionsResponse = z.infer<typeof MyPrescriptionsResponseSchema>;

/**
 * `GET /api/prescription-images/:id/:variant?expires&signature`: the image bytes (WebP), for the
 * addresses above only. `variant` is `full` or `thumb`.
 */
export const PRESCRIPTION_IMAGE_VARIANTS = ['full', 'thumb'] as const;

// ---------------------------------------------------------------- back office (Admin and Pharmacist)

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `GET /api/admin/prescriptions?page&status&customer` (20 a page; oldest Pending first when filtered). */
export const AdminPrescriptionsQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(PRESCRIPTION_STATUSES).optional()),
  /** Customer name, e-mail or phone (contains), or a prescription id. */
  customer: z.preprocess(blankAsMissing, LineTextSchema.trim().max(100).optional()),
});
export type AdminPrescriptionsQuery = z.infer<typeof AdminPrescriptionsQuerySchema>;

export const AdminPrescriptionRowSchema = PrescriptionSchema.pick({
  id: true,
  status: true,
  day_for: true,
  created_at: true,
}).extend({
  customer: AdminOrderCustomerSchema,
  image_count: z.number().int(),
  thumbnail: z.string().nullable(),
  /** The id of `order` in the prescription's detail. */
  order_id: z.number().int().nullable(),
});
export type AdminPrescriptionRow = z.infer<typeof AdminPrescriptionRowSchema>;
export const AdminPrescriptionsResponseSchema = paginatedSchema(AdminPrescriptionRowSchema);
export type AdminPrescriptionsResponse = z.infer<typeof AdminPrescriptionsResponseSchema>;

/**
 * `GET /api/admin/prescriptions/:id`: the prescription, every order placed with it (newest first), the
 * customer, where to deliver and the history.
 */
export const AdminPrescriptionSchema = PrescriptionSchema.extend({
  orders: z.array(PrescriptionOrderSchema),
  customer: AdminOrderCustomerSchema,
  shipping_address: ShippingAddressSchema.nullable(),
  shipping_fee: z.number(),
  history: z.array(AuditEntrySchema),
});
export type AdminPrescription = z.infer<typeof AdminPrescriptionSchema>;
export const AdminPrescriptionParamsSchema = IdParamSchema;

/**
 * `PUT /api/admin/prescriptions/:id/status`: Reviewed (note optional) or Declined (note required, the
 * reason). Not while an order placed with it is live (422 on `status`, naming the order: a checkout order's
 * prescription is checked on the order). The patient is mailed. Audited as `prescription_reviewed`
 * or `prescription_declined`.
 */
export const AdminPrescriptionStatusBodySchema = z
  .object({
    status: z.enum(['Reviewed', 'Declined']),
    note: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      MultilineTextSchema.trim().max(1000).nullable().optional(),
    ),
  })
  .refine((b) => b.status !== 'Declined' || !!b.note, { path: ['note'], message: 'validation.required' });
export type AdminPrescriptionStatusBody = z.input<typeof AdminPrescriptionStatusBodySchema>;

/**
 * `POST /api/admin/prescriptions/:id/order`: an order for the patient from chosen products (prices from
 * the catalogue, the patient's shipping address and fee), Pending, payment Pending; online (1) gets a
 * payment so the patient sees Pay now, cash on delivery (2) is paid on delivery. One live order per
 * prescription: 422 on `status` while an order placed with it (at checkout or from here) is not cancelled,
 * naming that order, or when it was Declined; inactive products 422 on
 * `items.N.product_id`; no shipping address 422 on `shipping_address`. The prescription becomes Ordered,
 * the patient is mailed. Audited as `prescription_ordered`.
 */
export const AdminPrescriptionOrderBodySchema = z.object({
  items: z
    .array(
      z.object({
        product_id: IdFromTextSchema,
        qty: z.coerce.number().int().min(1).max(CART_QTY_MAX),
      }),
    )
    .min(1)
    .max(CART_LINES_MAX),
  payment_method: ChosenIdSchema.refine(
    (m) => m === PAYMENT_METHOD.Online || m === PAYMENT_METHOD.CashOnDelivery,
    'validation.in',
  ),
  note: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    MultilineTextSchema.trim().max(1000).nullable().optional(),
  ),
});
export type AdminPrescriptionOrderBody = z.input<typeof AdminPrescriptionOrderBodySchema>;

/** Answer of both writes. */
export const AdminPrescriptionWriteResponseSchema = z.object({
  message: z.string(),
  data: AdminPrescriptionSchema,
});
export type AdminPrescriptionWriteResponse = z.infer<typeof AdminPrescriptionWriteResponseSchema>;
