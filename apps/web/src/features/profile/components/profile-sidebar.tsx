import { Button, NavLink as MantineNavLink, Paper, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { useLogout } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session';
import { groupedProfileLinks } from './profile-links';
import classes from './profile-sidebar.module.css';

const GROUPS = groupedProfileLinks();

/** Keeps the current page's link in view when the links scroll sideways (phones). */
function useActiveLinkInView(pathname: string) {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || nav.scrollWidth <= nav.clientWidth) return;
    nav.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return navRef;
}

/** Avatar (or first letter), name, the profile links by section, and Logout (spec 1 "Profile area"). */
export function ProfileSidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  const navRef = useActiveLinkInView(pathname);
  if (!user) return null;
  return (
    <Paper withBorder radius="lg" p="md" className={classes.sidebar}>
      <div className={classes.identity}>
        <UserAvatar user={user} radius={999} className={classes.avatar} />
        <div className={classes.who}>
          <Text fw={600} className={classes.name}>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" className={classes.email}>
            {user.email}
          </Text>
        </div>
      </div>
      <nav ref={navRef} aria-label={t('profile.sidebarLabel')} className={classes.nav}>
        {GROUPS.map((group) => (
          <div key={group.id} className={classes.group}>
            {group.label && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.groupLabel}>
                {t(group.label)}
              </Text>
            )}
            {group.links.map(({ label, to, icon: Icon }) => (
              <MantineNavLink
                key={to}
                component={NavLink}
                to={to}
                end
                label={t(label)}
                leftSection={<Icon size={18} aria-hidden />}
                active={pathname === to}
                className={classes.link}
              />
            ))}
          </div>
        ))}
      </nav>
      <Button
        variant="light"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden="true" />}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
        className={classes.logout}
      >
        {t('nav.logout')}
      </Button>
    </Paper>
  );
}
