import { ORDER_AUDIT_ACTIONS } from './admin-orders';
import { USER_AUDIT_ACTIONS } from './admin';

/** The provider application decisions (`provider_<action>`), as the review routes name them. */
export const PROVIDER_REVIEW_ACTIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type ProviderReviewAction = (typeof PROVIDER_REVIEW_ACTIONS)[number];

/** The catalogue terms an Admin keeps (`<term>_created`, `_updated`, `_deleted`). */
export const CATALOG_TERM_SUBJECTS = ['generic', 'brand', 'medicine_type'] as const;
export type CatalogTermSubject = (typeof CATALOG_TERM_SUBJECTS)[number];
const TERM_VERBS = ['created', 'updated', 'deleted'] as const;
export type CatalogTermVerb = (typeof TERM_VERBS)[number];

/**
 * Every action the back office writes to the audit log (`audit_log.action`): the api's `writeAudit` takes only
 * these, and the web has a label for each in both languages.
 */
export const AUDIT_ACTIONS = [
  ...USER_AUDIT_ACTIONS,
  'settings_updated',
  ...ORDER_AUDIT_ACTIONS,
  'order_cancelled_by_customer',
  'coupon_created',
  'coupon_updated',
  'prescription_reviewed',
  'prescription_declined',
  'prescription_ordered',
  'medicine_request_updated',
  'product_created',
  'product_updated',
  'product_reactivated',
  'product_deactivated',
  'product_image_added',
  'product_image_deleted',
  'product_images_reordered',
  'category_created',
  'category_updated',
  'category_deleted',
  'category_logo_updated',
  ...CATALOG_TERM_SUBJECTS.flatMap((subject) => TERM_VERBS.map((verb) => `${subject}_${verb}` as const)),
  'slider_created',
  'slider_updated',
  'slider_deleted',
  'slider_image_replaced',
  'catalog_imported',
  'catalog_import_failed',
  ...PROVIDER_REVIEW_ACTIONS.map((action) => `provider_${action}` as const),
  'booking_cancelled',
  'booking_price_agreed',
  'booking_refunded',
  'earning_paid',
  'job_retried',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about (`audit_log.subject_type`); the back office names each in both languages. */
export const AUDIT_SUBJECTS = [
  'user',
  'settings',
  'order',
  'coupon',
  'prescription',
  'medicine_request',
  'product',
  'category',
  ...CATALOG_TERM_SUBJECTS,
  'slider',
  'catalog_import',
  'provider_application',
  'booking',
  'referral_earning',
  'job',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];
