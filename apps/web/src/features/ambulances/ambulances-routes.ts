import type { RouteObject } from 'react-router';
import { withTranslations } from '../../i18n';

/** The public ambulance pages (spec 2 section 2). */
export const ambulancesRoutes: RouteObject[] = [
  { path: 'ambulance-booking', lazy: withTranslations('listings', () => import('./pages/ambulance-list-page')) },
  {
    path: 'ambulance-booking/ambulance/:id',
    lazy: withTranslations('listings', () => import('./pages/ambulance-profile-page')),
  },
  { path: 'ambulance/view/:id', lazy: withTranslations('listings', () => import('./pages/ambulance-view-page')) },
];
