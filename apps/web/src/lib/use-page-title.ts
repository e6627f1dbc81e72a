import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from '../i18n';

/**
 * Receives the page's title during a server render (entry-server.tsx), where effects do not run; absent in the
 * browser.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the browser tab title to "<page> | Nirog" (in the current language). */
export function usePageTitle(title?: string) {
  const { t } = useTranslation();
  const app = t('common.appName');
  const full = title ? `${title} | ${app}` : app;
  useContext(PageTitleSink)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
