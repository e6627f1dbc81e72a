import { Indicator, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconHome, IconLogin, IconMenu2, IconShoppingCart, IconUser } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { formatNumber } from '../../lib/digits';
import { paths } from '../../lib/paths';
import { useCartStore, selectCartCount } from '../../stores/cart';
import { useLanguageStore } from '../../stores/language';
import { useSessionStore, selectIsLoggedIn } from '../../stores/session';
import classes from './layout.module.css';

/** Phones: a fixed bar with menu, home, shop, cart and profile (or login). */
export function BottomBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const count = useCartStore(selectCartCount);
  const language = useLanguageStore((s) => s.language);
  const n = formatNumber(count, language);
  return (
    <nav className={classes.bottomBar} aria-label={t('nav.bottomBar')} data-bottom-bar>
      <UnstyledButton className={classes.bottomItem} onClick={onOpenMenu} aria-haspopup="dialog">
        <IconMenu2 size={22} aria-hidden="true" />
        <span>{t('nav.menu')}</span>
      </UnstyledButton>
      <NavLink to={paths.home} end className={classes.bottomItem}>
        <IconHome size={22} aria-hidden="true" />
        <span>{t('nav.home')}</span>
      </NavLink>
      <NavLink to={paths.shop} className={classes.bottomItem}>
        <IconBuildingStore size={22} aria-hidden="true" />
        <span>{t('nav.shop')}</span>
      </NavLink>
      <NavLink to={paths.cart} className={classes.bottomItem} aria-label={t('nav.cartWithCount', { n })}>
        {/* The count is drawn by CSS (data-count), so the words shown ("Cart") are the start of the link's name. */}
        <Indicator
          label={<span className={classes.count} data-count={n} />}
          size={16}
          disabled={count === 0}
          color="red"
          offset={2}
        >
          <IconShoppingCart size={22} aria-hidden="true" />
        </Indicator>
        <span aria-hidden="true">{t('nav.cart')}</span>
      </NavLink>
      {loggedIn ? (
        <NavLink to={paths.profile.root} className={classes.bottomItem}>
          <IconUser size={22} aria-hidden="true" />
          <span>{t('nav.profile')}</span>
        </NavLink>
      ) : (
        <NavLink to={paths.auth.login} className={classes.bottomItem}>
          <IconLogin size={22} aria-hidden="true" />
          <span>{t('nav.login')}</span>
        </NavLink>
      )}
    </nav>
  );
}
