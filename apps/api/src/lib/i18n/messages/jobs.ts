import { defineMessages } from '../define';

/** Background jobs in the back office. */
export const jobs = defineMessages({
  en: {
    'jobs.not_found': 'Job not found.',
    'jobs.retried': 'The job will run again shortly.',
    'jobs.not_failed': 'Only a failed job can be retried.',
  },
  bn: {
    'jobs.not_found': 'কাজটি পাওয়া যায়নি।',
    'jobs.retried': 'কাজটি শীঘ্রই আবার চালানো হবে।',
    'jobs.not_failed': 'শুধু ব্যর্থ কাজই আবার চালানো যায়।',
  },
});
