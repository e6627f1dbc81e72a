import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> | Nirog" (in the current language). */
export function usePageTitle(title?: string) {
  const { t } = useTranslation();
  const app = t('common.appName');
  useEffect(() => {
    document.title = title ? `${title} | ${app}` : app;
  }, [title, app]);
}
