import type { JobKind } from '../jobs';

type Spec<Data> = Omit<JobKind<Data>, 'worker'>;

/** The missed-call timeout's queue (DESIGN.md 6c); its worker is `callRingTimeout` in realtime.jobs.ts. */
export const CALL_TIMEOUT_SPEC: Spec<{ callId: number }> = {
  name: 'call-ring-timeout',
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryBackoff: true,
  timeoutSeconds: 30,
};

/** The kind as enqueueing needs it (the queue stores only the name and retries). */
export const CALL_TIMEOUT = CALL_TIMEOUT_SPEC as JobKind<{ callId: number }>;
