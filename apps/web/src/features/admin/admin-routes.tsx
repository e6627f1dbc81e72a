import type { RouteObject } from 'react-router';
import { loadTranslations } from '../../i18n';

/**
 * The back office, as children of `/admin` (the router puts them behind the staff guard).
 * Every page, the layout included, loads on demand. Other features' back-office pages (e.g. settings)
 * can be placed inside the same layout with `buildAdminRoutes(theirRoutes)`; settings and the audit log live here.
 */
export function buildAdminRoutes(sectionRoutes: RouteObject[] = []): RouteObject[] {
  return [
    {
      // The back office's translations come with its layout, so no page below it renders raw keys.
      lazy: async () => {
        const [{ AdminLayout }] = await Promise.all([import('./components/admin-layout'), loadTranslations('admin')]);
        return { Component: AdminLayout };
      },
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./pages/admin-dashboard-page')).AdminDashboardPage }),
        },
        { path: 'users', lazy: async () => ({ Component: (await import('./pages/admin-users-page')).AdminUsersPage }) },
        {
          path: 'users/:id',
          lazy: async () => ({ Component: (await import('./pages/admin-user-page')).AdminUserPage }),
        },
        {
          path: 'settings',
          lazy: async () => ({ Component: (await import('./pages/admin-settings-page')).AdminSettingsPage }),
        },
        {
          path: 'audit-log',
          lazy: async () => ({ Component: (await import('./pages/admin-audit-log-page')).AdminAuditLogPage }),
        },
        ...sectionRoutes,
      ],
    },
  ];
}

export const adminRoutes: RouteObject[] = buildAdminRoutes();
