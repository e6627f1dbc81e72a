import { catalogImport } from './modules/catalog';
import type { JobKind } from './modules/jobs';
import { mailDelivery } from './modules/mail';
import { paymentReconcile } from './modules/payments';

/**
 * Every kind of background job the api runs, on the one job queue (`modules/jobs`): a kind not
 * listed here has no queue, and enqueueing it fails. Add a new kind (booking hold expiry, call
 * timeouts, reminders) to this list.
 */
export const JOB_KINDS = [mailDelivery, catalogImport, paymentReconcile] as JobKind<never>[];
