import { NavLink, Skeleton, Stack } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AdminSection } from '@nirog/contracts';
import { activeLink, adminPath, sectionLinks } from './admin-sections';

/** The back-office navigation: the dashboard and the sections this staff member may open. */
export function AdminNav({
  sections,
  loading,
  onNavigate,
}: {
  sections: AdminSection[];
  loading: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = [
    { to: adminPath(), label: t('admin.nav.dashboard'), icon: IconLayoutDashboard, end: true },
    ...sectionLinks(sections).map((link) => ({
      to: adminPath(link.path),
      label: t(link.label),
      icon: link.icon,
      end: false,
    })),
  ];
  const current = activeLink(
    pathname,
    items.filter((item) => !item.end).map((item) => item.to),
  );
  return (
    <Stack gap={4}>
      {items.map(({ to, label, icon: Icon, end }) => {
        const active = end ? pathname === to || pathname === `${to}/` : to === current;
        return (
          <NavLink
            key={to}
            component={Link}
            to={to}
            onClick={onNavigate}
            label={label}
            active={active}
            aria-current={active ? 'page' : undefined}
            leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
          />
        );
      })}
      {loading && [0, 1].map((i) => <Skeleton key={i} h={36} radius="sm" />)}
    </Stack>
  );
}
