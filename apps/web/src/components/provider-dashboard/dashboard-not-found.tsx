import { useTranslation } from '../../i18n';
import { NotFound } from '../errors/not-found';

/** Any other path under a provider area: not found, with the way back to the profile. */
export function DashboardNotFound({ home }: { home: string }) {
  const { t } = useTranslation();
  return <NotFound back={{ to: home, label: t('providerDashboard.backToProfile') }} />;
}
