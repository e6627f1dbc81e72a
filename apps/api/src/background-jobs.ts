import { bookingHoldExpiry, bookingReminder } from './modules/bookings';
import { storagePaths } from './lib/storage-paths';
import { sweepPrivateFiles } from './lib/private-file-sweep';
import { catalogImport, productSalesRefresh, productViewFlush } from './modules/catalog';
import { defineJob, type JobKind } from './modules/jobs';
import { mailDelivery } from './modules/mail';
import { paymentReconcile } from './modules/payments';
import { callRingTimeout } from './modules/realtime';
import { PRIVATE_FOLDER_OWNERS } from './private-files';

export { PRIVATE_FOLDER_OWNERS };

/**
 * Every night at 03:30 in Dhaka, private files no row names any more (the prescription pictures of a
 * deleted account) are removed; files younger than a day are left alone (their row may still be
 * being written).
 */
export const privateFileSweep = defineJob({
  name: 'private-file-sweep',
  retryLimit: 2,
  retryDelaySeconds: 600,
  retryBackoff: true,
  timeoutSeconds: 1800,
  cron: { schedule: '30 3 * * *', timezone: 'Asia/Dhaka' },
  worker: ({ db, config, log }) => ({
    run: async () => {
      const result = await sweepPrivateFiles(db, storagePaths(config.dataDir).private, PRIVATE_FOLDER_OWNERS);
      if (result.removed) log.info(result, 'orphaned private files removed');
    },
  }),
});

/**
 * Every kind of background job the api runs, on the one job queue (`modules/jobs`): a kind not
 * listed here has no queue, and enqueueing it fails. Add a new kind (booking hold expiry, call
 * timeouts, reminders) to this list.
 */
export const JOB_KINDS = [
  mailDelivery,
  catalogImport,
  paymentReconcile,
  privateFileSweep,
  productViewFlush,
  bookingHoldExpiry,
  bookingReminder,
  callRingTimeout,
  productSalesRefresh,
] as JobKind<never>[];
