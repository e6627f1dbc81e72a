import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCheckIsValidAuth } from '../features/auth/api/check-is-valid-auth';
import { syncStoresAcrossTabs } from '../stores/sync';

/** Above every route: checks the stored session once, follows other tabs, restores scroll on navigation. */
export function Root() {
  useCheckIsValidAuth();
  useEffect(() => syncStoresAcrossTabs(), []);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
