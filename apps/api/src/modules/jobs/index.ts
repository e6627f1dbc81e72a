export { defineJob, JobInterrupted, type JobDeps, type JobKind, type JobWorker, type RunningJob } from './jobs.kinds';
export {
  cancelJobs,
  enqueueJob,
  jobInsert,
  jobRows,
  wakeJobs,
  DEFAULT_LEASE_SECONDS,
  type EnqueueOptions,
} from './jobs.queue';
export { type JobRunner, type JobRunnerOptions } from './jobs.runner';
export { jobsPlugin } from './jobs.plugin';
export { jobsRoutes } from './jobs.routes';
export { queueHealth } from './jobs.service';
