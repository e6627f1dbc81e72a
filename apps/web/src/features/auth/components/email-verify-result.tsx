import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { PageLoader } from '../../../components/ui/page-loader';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';

const RESULTS = {
  success: { kind: 'success', key: 'auth.verify.success' },
  already: { kind: 'warning', key: 'auth.verify.alreadySuccess' },
  fail: { kind: 'error', key: 'auth.verify.fail' },
} as const;

/** Where the verification link lands: a toast with the result, then home. */
export function EmailVerifyResult({ result }: { result: keyof typeof RESULTS }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notify(RESULTS[result].kind, t(RESULTS[result].key));
    void navigate(paths.home, { replace: true });
  }, [navigate, result, t]);
  return <PageLoader />;
}
