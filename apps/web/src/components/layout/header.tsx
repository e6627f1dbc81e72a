import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { paths } from '../../lib/paths';
import { CartButton } from './cart-button';
import { JoinMenu } from './join-menu';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MAIN_NAV, useUserNav } from './use-nav-items';
import { UserMenu } from './user-menu';
import classes from './layout.module.css';

/** The site header: logo, main links (wide screens), language, cart and account; a burger below lg. */
export function Header({ menuOpened, onToggleMenu }: { menuOpened: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const { loggedIn, extra } = useUserNav();
  return (
    <header className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Logo />
          <Box component="nav" aria-label={t('nav.mainLabel')} visibleFrom="lg">
            <Group gap={2} wrap="nowrap">
              {MAIN_NAV.map((item) => (
                <NavLink key={item.to} to={item.to} end className={classes.navLink}>
                  {t(item.label)}
                </NavLink>
              ))}
              <JoinMenu />
              {extra.map((item) => (
                <NavLink key={item.to} to={item.to} className={classes.navLink}>
                  {t(item.label)}
                </NavLink>
              ))}
            </Group>
          </Box>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <Box visibleFrom="sm">
              <CartButton />
            </Box>
            <Box visibleFrom="sm">
              {loggedIn ? (
                <UserMenu />
              ) : (
                <Button component={Link} to={paths.auth.login} size="xs" radius="xl">
                  {t('nav.login')}
                </Button>
              )}
            </Box>
            <Burger
              opened={menuOpened}
              onClick={onToggleMenu}
              hiddenFrom="lg"
              size="sm"
              aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
