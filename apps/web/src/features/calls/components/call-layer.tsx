import { useEffect } from 'react';
import { endCallsOnLogout, listenForCalls } from '../call-store';
import { CallNotices } from './call-notices';
import { CallOverlay } from './call-overlay';
import { IncomingCallDialog } from './incoming-call-dialog';

/**
 * Mounted once by the app while someone is logged in: a call rings on any page, on every device of the
 * patient, and the overlay and the call's notices show above whatever page is open.
 */
export function CallLayer() {
  useEffect(() => {
    const stop = listenForCalls();
    // Unmounted on logout: a call this page holds ends with the session.
    return () => {
      stop();
      endCallsOnLogout();
    };
  }, []);
  return (
    <>
      <IncomingCallDialog />
      <CallOverlay />
      <CallNotices />
    </>
  );
}
