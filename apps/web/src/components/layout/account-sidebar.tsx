import { Container, Grid, NavLink as MantineNavLink, Paper, Text } from '@mantine/core';
import { type ComponentType, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { useSessionStore } from '../../stores/session';
import { LogoutButton } from './logout-button';
import { UserAvatar } from './user-avatar';
import classes from './account-sidebar.module.css';

export interface AccountLink {
  /** Translation key of the link text. */
  label: string;
  to: string;
  icon?: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Also marked current on the screens under it (a list's detail screens). */
  nested?: boolean;
}

/** A section of links; a labelled one gets a heading on wide screens. */
export interface AccountLinkGroup {
  id: string;
  /** Translation key of the section's heading. */
  label: string | null;
  links: readonly AccountLink[];
}

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

const isCurrent = (link: AccountLink, pathname: string) =>
  pathname === link.to || (link.nested === true && pathname.startsWith(`${link.to}/`));

/**
 * The signed-in user's sidebar (the profile area, a provider's area): avatar (or first letter), name and e-mail,
 * the area's links by section, and Logout. On phones one compact row above a strip of links that scrolls
 * sideways, so the page itself starts near the top.
 */
export function AccountSidebar({ label, groups }: { label: string; groups: readonly AccountLinkGroup[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionStore((s) => s.user);
  const navRef = useActiveLinkInView(pathname);
  if (!user) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-label={label} className={classes.sidebar}>
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
      <nav ref={navRef} aria-label={label} className={classes.nav}>
        {groups.map((group) => (
          <div key={group.id} className={classes.group}>
            {group.label && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.groupLabel}>
                {t(group.label)}
              </Text>
            )}
            {group.links.map((link) => (
              <MantineNavLink
                key={link.to}
                component={NavLink}
                to={link.to}
                end
                label={t(link.label)}
                leftSection={link.icon && <link.icon size={18} aria-hidden />}
                active={isCurrent(link, pathname)}
                className={classes.link}
              />
            ))}
          </div>
        ))}
      </nav>
      <LogoutButton className={classes.logout} />
    </Paper>
  );
}

/** A signed-in area (the profile, a provider's area): its sidebar beside the page, above it on phones. */
export function AccountLayout({ label, groups }: { label: string; groups: readonly AccountLinkGroup[] }) {
  return (
    <Container size="xl" py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AccountSidebar label={label} groups={groups} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
