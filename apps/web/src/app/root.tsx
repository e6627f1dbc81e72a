import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useCheckIsValidAuth } from '../features/auth/api/check-is-valid-auth';
import { usePresenceHeartbeat } from '../lib/presence';
import { useScrollRestoration } from '../lib/scroll-restoration';
import { useRealtimeConnection } from '../lib/realtime';
import { selectIsLoggedIn, useSessionStore } from '../stores/session';
import { syncStoresAcrossTabs } from '../stores/sync';
import { loadTranslations } from '../i18n';
import { syncWishlistWithAccount } from '../stores/wishlist';

/** The incoming-call dialog, the call overlay and their notices: loaded once someone logs in. */
const CallLayer = lazy(async () => {
  const [{ CallLayer }] = await Promise.all([import('../features/calls'), loadTranslations('calls')]);
  return { default: CallLayer };
});

/**
 * Above every route: checks the stored session once, sends a doctor's presence heartbeat, keeps the realtime
 * socket open while logged in, mounts the call layer once (a call rings on any page), follows other tabs, keeps the wishlist with the account, restores scroll on
 * navigation.
 */
export function Root() {
  useCheckIsValidAuth();
  useScrollRestoration();
  usePresenceHeartbeat();
  useRealtimeConnection();
  useEffect(() => syncStoresAcrossTabs(), []);
  useEffect(() => syncWishlistWithAccount(), []);
  // The app answers clicks from now on (a page rendered on the server shows before it does): `<html data-app-ready>`.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return (
    <>
      <Outlet />
      {loggedIn && (
        <Suspense fallback={null}>
          <CallLayer />
        </Suspense>
      )}
    </>
  );
}
