import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { clearOrigin, readOrigin, rememberOrigin } from '../../lib/storage';
import { useSessionStore, selectIsLoggedIn } from '../../stores/session';

/**
 * Login-required pages need both a token and a user. A guest is sent to /login and the page they wanted is
 * remembered (STORAGE_KEYS.origin) so login can bring them back. Guards its child routes, or `children`.
 */
export function LoginRequired({ children }: { children?: ReactNode }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!loggedIn) rememberOrigin(location);
    else if (readOrigin() === here) clearOrigin();
  }, [loggedIn, location, here]);
  if (!loggedIn) return <Navigate to={paths.auth.login} replace state={{ from: here }} />;
  return children ?? <Outlet />;
}
