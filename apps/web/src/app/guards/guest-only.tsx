import { Navigate, Outlet } from 'react-router';
import { paths } from '../../lib/paths';
import { readOrigin } from '../../lib/storage';
import { useSessionStore, selectIsLoggedIn } from '../../stores/session';

/**
 * Guest-only pages (login, register, password). A logged-in user goes back to the page they came for, or home.
 * This is also how a successful login returns the user to the origin page.
 */
export function GuestOnly() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  if (loggedIn) return <Navigate to={readOrigin() ?? paths.home} replace />;
  return <Outlet />;
}
