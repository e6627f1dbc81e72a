import { useTranslation } from '../../i18n';
import { AccountLayout, type AccountLink } from '../layout/account-sidebar';

/** A provider area: its links in the signed-in sidebar, beside the page (a strip above it on phones). */
export function DashboardLayout({ links }: { links: AccountLink[] }) {
  const { t } = useTranslation();
  return <AccountLayout label={t('providerDashboard.sidebar')} groups={[{ id: 'area', label: null, links }]} />;
}
