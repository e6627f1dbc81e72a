import type { RouteObject } from 'react-router';
import { withTranslations } from '../../i18n';

/** The public nurse pages (spec 2 section 2). */
export const nursesRoutes: RouteObject[] = [
  { path: 'nurse-appointment', lazy: withTranslations('listings', () => import('./pages/nurse-list-page')) },
  {
    path: 'nurse-appointment/nurse/:id',
    lazy: withTranslations('listings', () => import('./pages/nurse-profile-page')),
  },
];
