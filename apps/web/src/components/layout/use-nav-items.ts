import { useSessionStore, selectIsLoggedIn } from '../../stores/session';
import { paths } from '../../lib/paths';
import { isStaff, providerRoles } from '../../lib/roles';

export interface NavItem {
  /** Translation key of the label. */
  label: string;
  to: string;
}

export const MAIN_NAV: NavItem[] = [
  { label: 'nav.home', to: paths.home },
  { label: 'nav.medicineOrder', to: paths.shop },
  { label: 'nav.services', to: paths.services },
  { label: 'nav.about', to: paths.about },
  { label: 'nav.contact', to: paths.contact },
];

export const JOIN_NAV: NavItem[] = [
  { label: 'nav.joinDoctor', to: paths.join.doctor },
  { label: 'nav.joinNurse', to: paths.join.nurse },
  { label: 'nav.joinAmbulance', to: paths.join.ambulance },
];

export const ACCOUNT_NAV: NavItem[] = [
  { label: 'nav.profile', to: paths.profile.root },
  { label: 'nav.myOrder', to: paths.profile.myOrder },
  { label: 'nav.myWishlist', to: paths.profile.myWishlist },
  { label: 'nav.uploadPrescription', to: paths.profile.uploadPrescription },
  { label: 'nav.shippingAddress', to: paths.profile.shippingAddress },
  { label: 'nav.changePassword', to: paths.profile.changePassword },
];

/** The links that depend on who is logged in: provider areas, the back office and referral. */
export function useUserNav(): { loggedIn: boolean; extra: NavItem[] } {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const user = useSessionStore((s) => s.user);
  const extra: NavItem[] = [];
  if (loggedIn) {
    for (const role of providerRoles(user)) extra.push({ label: `nav.roleArea.${role.key}`, to: role.path });
    if (isStaff(user)) extra.push({ label: 'nav.admin', to: paths.admin });
    extra.push({ label: 'nav.referral', to: paths.referral });
  }
  return { loggedIn, extra };
}
