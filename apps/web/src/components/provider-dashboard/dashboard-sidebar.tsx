import { Button, Card, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../lib/session';
import { useSessionStore } from '../../stores/session';
import { UserAvatar } from '../layout/user-avatar';

export interface DashboardLink {
  /** Translation key. */
  label: string;
  to: string;
  /** Also marked current on the screens under it (a list's detail screens). */
  nested?: boolean;
}

/**
 * A provider area's sidebar (spec 3): the avatar (or the name's first letter), the name, the area's
 * links and Logout.
 */
export function DashboardSidebar({ links }: { links: DashboardLink[] }) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const { pathname } = useLocation();
  const logout = useLogout();
  if (!user) return null;
  return (
    <Card withBorder padding="md" component="aside" aria-label={t('providerDashboard.sidebar')}>
      <Stack gap="sm" align="stretch">
        <Stack gap={6} align="center">
          <UserAvatar user={user} size={72} radius="xl" />
          <Text fw={700} ta="center" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Text>
        </Stack>
        <nav aria-label={t('providerDashboard.sidebar')}>
          {links.map((link) => (
            <MantineNavLink
              key={link.to}
              component={NavLink}
              to={link.to}
              end
              label={t(link.label)}
              active={pathname === link.to || (link.nested === true && pathname.startsWith(`${link.to}/`))}
            />
          ))}
        </nav>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t('nav.logout')}
        </Button>
      </Stack>
    </Card>
  );
}
