import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { useCheckIsValidAuth } from '../features/auth/api/check-is-valid-auth';
import { usePresenceHeartbeat } from '../lib/presence';
import { useRealtimeConnection } from '../lib/realtime';
import { selectIsLoggedIn, useSessionStore } from '../stores/session';
import { syncStoresAcrossTabs } from '../stores/sync';
import { loadTranslations } from '../i18n';
import { syncWishlistWithAccount } from '../stores/wishlist';

/**
 * Where a scroll position is remembered. Entries made by the app have their own key; the entry a page is
 * loaded into (a link opened in the same tab, a typed address, a reload) is always called 'default', so
 * keying by it made every freshly opened page restore the last one's position (often the footer). That
 * entry is keyed by its address instead: a reload keeps its place, another page opens at the top.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

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
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
      {loggedIn && (
        <Suspense fallback={null}>
          <CallLayer />
        </Suspense>
      )}
    </>
  );
}
