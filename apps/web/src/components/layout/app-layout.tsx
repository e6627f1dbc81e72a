import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import classes from './layout.module.css';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/**
 * The footer, below every page's first view: its code (the link grid, the social icons) loads after the first render,
 * not with the first page. It comes in under the page without moving anything (the page fills the screen's height
 * before it, `.main`); a page rendered on the server has its HTML already and hydrates it when the code arrives.
 */
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** The public shell: header, page, footer, the phone bottom bar, burger menu and scroll-to-top. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  // The drawer's code loads the first time the menu is opened, then stays mounted for its transitions.
  const [menuWanted, setMenuWanted] = useState(false);
  const openMenu = () => {
    setMenuWanted(true);
    menu.open();
  };
  const toggleMenu = () => (menuOpened ? menu.close() : openMenu());
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <Header menuOpened={menuOpened} onToggleMenu={toggleMenu} />
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        {children ?? <Outlet />}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomBar onOpenMenu={openMenu} />
      <ScrollToTop />
    </div>
  );
}
