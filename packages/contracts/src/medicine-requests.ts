import { z } from 'zod';
import { AdminOrderCustomerSchema } from './admin-orders';
import {
  IdFromTextSchema,
  IdParamSchema,
  LineTextSchema,
  MultilineTextSchema,
  PageQuerySchema,
  paginatedSchema,
} from './common';

/**
 * Medicine requests: a patient asks for a medicine the shop does not list (spec 1 "Medicine request",
 * calls `medicine-request/store` and `medicine-request/index`); a pharmacist answers from the back office.
 *
 * Pending (new) -> Processing (being sourced) -> Ready (linked to a product, "Click to View") or
 * Declined (with a reason in `note`). Web colours (spec 1 section 4): Processing secondary, Ready
 * primary, otherwise warning.
 */
export const MEDICINE_REQUEST_STATUSES = ['Pending', 'Processing', 'Ready', 'Declined'] as const;
export type MedicineRequestStatus = (typeof MEDICINE_REQUEST_STATUSES)[number];
/** Open (Pending or Processing) requests one patient may have at once (422 on `name` beyond it). */
export const MEDICINE_REQUESTS_OPEN_MAX = 20;

/** `POST /api/auth/medicine-request/store`. */
export const MedicineRequestBodySchema = z.object({ name: LineTextSchema.trim().min(1).max(190) });
export type MedicineRequestBody = z.input<typeof MedicineRequestBodySchema>;

export const MedicineRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(MEDICINE_REQUEST_STATUSES),
  /** The pharmacist's note (the reason when Declined). */
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set when Ready: the product to open. */
  product: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
});
export type MedicineRequest = z.infer<typeof MedicineRequestSchema>;

/** The popup shows `message`; `status` is its icon (`success`); `data` is the saved request. */
export const MedicineRequestStoreResponseSchema = z.object({
  message: z.string(),
  status: z.literal('success'),
  data: MedicineRequestSchema,
});
export type MedicineRequestStoreResponse = z.infer<typeof MedicineRequestStoreResponseSchema>;

/** `GET /api/auth/medicine-request/index?page` (newest first, 10 a page). */
export const MyMedicineRequestsQuerySchema = PageQuerySchema;
export const MyMedicineRequestsResponseSchema = paginatedSchema(MedicineRequestSchema);
export type MyMedicineRequestsResponse = z.infer<typeof MyMedicineRequestsResponseSchema>;

// ---------------------------------------------------------------- back office (Admin and Pharmacist)

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `GET /api/admin/medicine-requests?page&status&customer` (20 a page, newest first). */
export const AdminMedicineRequestsQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(MEDICINE_REQUEST_STATUSES).optional()),
  /** Customer name, e-mail or phone, the medicine name (contains), or a request id. */
  customer: z.preprocess(blankAsMissing, LineTextSchema.trim().max(100).optional()),
});
export type AdminMedicineRequestsQuery = z.infer<typeof AdminMedicineRequestsQuerySchema>;

export const AdminMedicineRequestSchema = MedicineRequestSchema.extend({ customer: AdminOrderCustomerSchema });
export type AdminMedicineRequest = z.infer<typeof AdminMedicineRequestSchema>;
export const AdminMedicineRequestsResponseSchema = paginatedSchema(AdminMedicineRequestSchema);
export type AdminMedicineRequestsResponse = z.infer<typeof AdminMedicineRequestsResponseSchema>;
export const AdminMedicineRequestParamsSchema = IdParamSchema;

/**
 * `PUT /api/admin/medicine-requests/:id`: Processing; Ready with `product_id` (an active product, 422
 * on `product_id` otherwise); Declined with `note` (the reason, required). Ready and Declined mail the
 * patient. Audited as `medicine_request_updated`. Answer `{ message, data }`.
 */
export const AdminMedicineRequestUpdateBodySchema = z
  .object({
    status: z.enum(['Processing', 'Ready', 'Declined']),
    product_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), IdFromTextSchema.optional()),
    note: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      MultilineTextSchema.trim().max(1000).nullable().optional(),
    ),
  })
  .refine((b) => b.status !== 'Ready' || b.product_id !== undefined, {
    path: ['product_id'],
    message: 'validation.required',
  })
  .refine((b) => b.status !== 'Declined' || !!b.note, { path: ['note'], message: 'validation.required' });
export type AdminMedicineRequestUpdateBody = z.input<typeof AdminMedicineRequestUpdateBodySchema>;
export const AdminMedicineRequestWriteResponseSchema = z.object({
  message: z.string(),
  data: AdminMedicineRequestSchema,
});
export type AdminMedicineRequestWriteResponse = z.infer<typeof AdminMedicineRequestWriteResponseSchema>;
