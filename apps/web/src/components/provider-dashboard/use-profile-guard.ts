import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/**
 * A provider profile that answered 403 (the user never applied as this kind): the warning
 * "Unauthorized" and back home (spec 3 section 4, "Dashboard load failure").
 */
export function useUnauthorizedRedirect(error: unknown) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forbidden = error instanceof ApiError && error.status === 403;
  useEffect(() => {
    if (!forbidden) return;
    notify('warning', t('providerDashboard.unauthorized'));
    void navigate('/', { replace: true });
  }, [forbidden, navigate, t]);
  return forbidden;
}
