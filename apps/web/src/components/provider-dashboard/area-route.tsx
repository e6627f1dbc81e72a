import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ProviderKind } from '@nirog/contracts';
import { withTranslations } from '../../i18n';
import type { AccountLink } from '../layout/account-sidebar';

/** A page of a provider area besides its profile: a list with a sidebar link, or a screen under it. */
export interface AreaPage {
  /** Relative to the area, e.g. `appointment` or `appointment/:id/view`. */
  path: string;
  /** Translation key of the sidebar link (provider part); pages without one get no link. */
  link?: string;
  lazy: NonNullable<RouteObject['lazy']>;
}

/**
 * A provider area's routes (spec 3): `/sp/{kind}` is the profile inside the area's frame (sidebar with
 * the area's links), the area's other pages beside it, any other path under it not found. The frame and
 * its pages bring the provider translations.
 */
export function providerAreaRoute(
  kind: ProviderKind,
  loadProfilePage: () => Promise<ComponentType>,
  pages: AreaPage[] = [],
): RouteObject {
  const home = `/sp/${kind}`;
  const links: AccountLink[] = [
    { label: `providerDashboard.links.${kind}Profile`, to: home },
    ...pages.flatMap((page) => (page.link ? [{ label: page.link, to: `${home}/${page.path}`, nested: true }] : [])),
  ];
  return {
    path: `sp/${kind}`,
    lazy: withTranslations('provider', async () => {
      const { DashboardLayout } = await import('./dashboard-layout');
      return { Component: () => <DashboardLayout links={links} /> };
    }),
    children: [
      { index: true, lazy: async () => ({ Component: await loadProfilePage() }) },
      ...pages.map((page) => ({ path: page.path, lazy: page.lazy })),
      {
        path: '*',
        lazy: async () => {
          const { DashboardNotFound } = await import('./dashboard-not-found');
          return { Component: () => <DashboardNotFound home={home} /> };
        },
      },
    ],
  };
}
