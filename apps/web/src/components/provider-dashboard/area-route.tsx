import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ProviderKind } from '@nirog/contracts';
import { withTranslations } from '../../i18n';

/**
 * A provider area's routes (spec 3): `/sp/{kind}` is the profile inside the area's frame (sidebar with
 * the area's links), any other path under it is not found. The frame and its pages bring the provider
 * translations. The lists of later issues join `links` and the children when they exist.
 */
export function providerAreaRoute(kind: ProviderKind, loadProfilePage: () => Promise<ComponentType>): RouteObject {
  const home = `/sp/${kind}`;
  return {
    path: `sp/${kind}`,
    lazy: withTranslations('provider', async () => {
      const { DashboardLayout } = await import('./dashboard-layout');
      const links = [{ label: `providerDashboard.links.${kind}Profile`, to: home }];
      return { Component: () => <DashboardLayout links={links} /> };
    }),
    children: [
      { index: true, lazy: async () => ({ Component: await loadProfilePage() }) },
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
