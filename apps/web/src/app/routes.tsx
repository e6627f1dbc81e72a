import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { NotFound } from '../components/errors/not-found';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoader } from '../components/ui/page-loader';
import { withTranslations } from '../i18n';
import type { PageData } from '../lib/page-data';
import { publicSettingsQueryOptions } from '../lib/settings';
import { EmailVerifyGuard } from './guards/email-verify';
import { GuestOnly } from './guards/guest-only';
import { LoginRequired } from './guards/login-required';
import { StaffOnly } from './guards/staff-only';
import { Root } from './root';

export interface RouteParts {
  /** Public pages owned by other features (static pages, shop, services ...), rendered in the site layout. */
  publicRoutes?: RouteObject[];
  /** Login-required pages owned by other features, rendered in the site layout. */
  privateRoutes?: RouteObject[];
  /** Sub-pages of /profile owned by other features, rendered beside the profile sidebar. */
  profileRoutes?: RouteObject[];
  /** Children of /admin (the back office renders its own layout); mounted behind the staff guard. */
  adminRoutes?: RouteObject[];
  /** Routes beside the site layout (the back office's `admin/*`, router.tsx). */
  rootRoutes?: RouteObject[];
  /**
   * The site layout's last route, for an address none of its pages has: the not-found page, or (router.tsx) a
   * splat route rendering the table of the pages a landing page's first load does not hold.
   */
  otherPages?: RouteObject;
  /** The same beside the profile sidebar: the profile's not-found page, or a splat route rendering a table. */
  otherProfilePages?: RouteObject;
}

/**
 * `/admin` (or, without a path, the table under `admin/*`, area-routes.tsx): the back office's pages behind the
 * login and staff guards, with its own error page.
 */
export function adminArea(adminRoutes: RouteObject[], path?: string): RouteObject {
  return {
    path,
    element: <LoginRequired />,
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <StaffOnly />
          </RouteErrorBoundary>
        ),
        children: adminRoutes,
      },
    ],
  };
}

/**
 * The spec's route table (spec 1 section 2) for the shell and accounts. Every page is its own lazy chunk;
 * feature pages of other teams are passed in (see router.tsx) so tests can build the table without them.
 */
export function createRoutes({
  publicRoutes = [],
  privateRoutes = [],
  profileRoutes = [],
  adminRoutes,
  rootRoutes = [],
  otherPages = { path: '*', element: <NotFound /> },
  otherProfilePages = { path: '*', lazy: () => import('../features/profile/pages/profile-not-found-page') },
}: RouteParts = {}): RouteObject[] {
  const children: RouteObject[] = [
    {
      element: <AppLayout />,
      // The footer's contact block.
      handle: { queries: () => [publicSettingsQueryOptions()] } satisfies PageData,
      children: [
        {
          // Errors of a page render inside the header and footer, with a retry.
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            {
              index: true,
              // The home page shows the shop's slider and product cards: composed here, as features do not
              // import each other.
              lazy: async () => {
                const [{ HomePage, handle }, parts] = await Promise.all([
                  import('../features/home/pages/home-page'),
                  import('../features/shop/home-parts'),
                ]);
                return { Component: () => <HomePage parts={parts} />, handle };
              },
            },
            { path: 'shop', lazy: () => import('../features/shop/pages/shop-page') },
            { path: 'product/:slug', lazy: () => import('../features/shop/pages/product-page') },
            ...publicRoutes,
            {
              element: <GuestOnly />,
              children: [
                { path: 'login', lazy: () => import('../features/auth/pages/login-page') },
                { path: 'register', lazy: () => import('../features/auth/pages/register-page') },
                { path: 'forgot-password', lazy: () => import('../features/auth/pages/forgot-password-page') },
                { path: 'password/reset', lazy: () => import('../features/auth/pages/reset-password-page') },
              ],
            },
            {
              element: <EmailVerifyGuard />,
              children: [{ path: 'email/verify', lazy: () => import('../features/auth/pages/verify-email-page') }],
            },
            {
              path: 'email-verify-success',
              lazy: () => import('../features/auth/pages/email-verify-success-page'),
            },
            {
              path: 'email-verify-already-success',
              lazy: () => import('../features/auth/pages/email-verify-already-success-page'),
            },
            { path: 'email-verify-fail', lazy: () => import('../features/auth/pages/email-verify-fail-page') },
            {
              element: <LoginRequired />,
              children: [
                {
                  path: 'profile',
                  // Every page beside the profile sidebar (orders, prescriptions ...) reads the account part.
                  lazy: withTranslations('account', () => import('../features/profile/pages/profile-layout-page')),
                  children: [
                    { index: true, lazy: () => import('../features/profile/pages/profile-page') },
                    {
                      path: 'change-password',
                      lazy: () => import('../features/profile/pages/change-password-page'),
                    },
                    ...profileRoutes,
                    otherProfilePages,
                  ],
                },
                {
                  path: 'referral',
                  lazy: withTranslations('account', () => import('../features/referral/pages/referral-page')),
                },
                ...privateRoutes,
              ],
            },
            otherPages,
          ],
        },
      ],
    },
  ];
  if (adminRoutes) children.push(adminArea(adminRoutes, 'admin'));
  children.push(...rootRoutes);
  return [
    {
      // The page loader shows while a first load's page chunks arrive; a navigation is a transition
      // (BrowserRouter), which keeps the old page on screen meanwhile (route-elements.tsx).
      element: (
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Root />
          </Suspense>
        </RouteErrorBoundary>
      ),
      children,
    },
  ];
}
