import { Button, Divider, Drawer, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { paths } from '../../lib/paths';
import { useSessionStore } from '../../stores/session';
import { LogoutButton } from './logout-button';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { useApplicationLinks } from './use-my-applications';
import { ACCOUNT_NAV, JOIN_NAV, MAIN_NAV, useUserNav, type NavItem } from './use-nav-items';
import { UserAvatar } from './user-avatar';

function DrawerLinks({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return items.map((item) => (
    <MantineNavLink
      key={item.to}
      component={NavLink}
      to={item.to}
      label={t(item.label)}
      active={item.to === paths.home ? pathname === '/' : pathname.startsWith(item.to)}
      onClick={onNavigate}
    />
  ));
}

/**
 * The burger menu (phones and tablets): every header link, the account pages and the language switch.
 * Loaded on first open (app-layout.tsx), so the drawer's code is not part of the first page.
 */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { loggedIn, extra } = useUserNav();
  const user = useSessionStore((s) => s.user);
  const applicationLinks = useApplicationLinks();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="xs"
      padding="md"
      title={<Logo onClick={onClose} />}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack gap="xs">
        {loggedIn && user ? (
          <Group gap="sm" wrap="nowrap">
            <UserAvatar user={user} size={40} radius="xl" />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </div>
          </Group>
        ) : (
          <Group grow>
            <Button component={Link} to={paths.auth.login} onClick={onClose}>
              {t('nav.login')}
            </Button>
            <Button component={Link} to={paths.auth.register} variant="light" onClick={onClose}>
              {t('nav.register')}
            </Button>
          </Group>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('language.label')}
          </Text>
          <LanguageSwitch />
        </Group>
        <Divider />
        <nav aria-label={t('nav.mainLabel')}>
          <DrawerLinks items={[...MAIN_NAV, ...extra]} onNavigate={onClose} />
          <MantineNavLink label={t('nav.join')} defaultOpened={false}>
            <DrawerLinks items={JOIN_NAV} onNavigate={onClose} />
          </MantineNavLink>
        </nav>
        {loggedIn && (
          <>
            <Divider label={t('nav.account')} labelPosition="left" />
            <nav aria-label={t('nav.account')}>
              <DrawerLinks items={[...ACCOUNT_NAV, ...applicationLinks]} onNavigate={onClose} />
            </nav>
            <LogoutButton onLogout={onClose} />
          </>
        )}
      </Stack>
    </Drawer>
  );
}
