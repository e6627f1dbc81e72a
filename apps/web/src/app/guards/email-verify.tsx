import { Navigate, Outlet } from 'react-router';
import { paths } from '../../lib/paths';
import { useSessionStore, selectIsLoggedIn } from '../../stores/session';

/** "Verify your e-mail" is for someone who could not log in yet: once logged in, go home. */
export function EmailVerifyGuard() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  if (loggedIn) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
