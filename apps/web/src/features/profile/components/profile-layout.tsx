import { useTranslation } from '../../../i18n';
import { AccountLayout } from '../../../components/layout/account-sidebar';
import { groupedProfileLinks } from './profile-links';

const GROUPS = groupedProfileLinks();

/** The profile area (spec 1 "Profile area"): the profile links by section beside the page (a strip on phones). */
export function ProfileLayout() {
  const { t } = useTranslation();
  return <AccountLayout label={t('profile.sidebarLabel')} groups={GROUPS} />;
}
