import { ProfileLayout } from '../components/profile-layout';

/** Route module of /profile/* (layout with the sidebar). */
export function Component() {
  return <ProfileLayout />;
}
