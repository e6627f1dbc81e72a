import { Outlet } from 'react-router';
import { AppLayout } from '../../components/layout/app-layout';
import { NotFound } from '../../components/errors/not-found';
import { isStaff } from '../../lib/roles';
import { useSessionStore } from '../../stores/session';

/** The back office: Admin (1) or Pharmacist (5) only; anyone else sees the not-found page. */
export function StaffOnly() {
  const user = useSessionStore((s) => s.user);
  if (!isStaff(user)) {
    return (
      <AppLayout>
        <NotFound />
      </AppLayout>
    );
  }
  return <Outlet />;
}
