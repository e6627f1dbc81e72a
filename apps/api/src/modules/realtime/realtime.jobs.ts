import { defineJob } from '../jobs';
import { CALL_TIMEOUT_SPEC } from './realtime.call-timeout';
import { expireRing } from './realtime.calls.service';

/** A call nobody answered within the configured ring time (CALL_RING_SECONDS) becomes missed, on whichever process runs the job. */
export const callRingTimeout = defineJob({
  ...CALL_TIMEOUT_SPEC,
  worker: ({ db, realtime }) => ({
    run: async ({ callId }) => {
      await expireRing(db, realtime, callId);
    },
  }),
});
