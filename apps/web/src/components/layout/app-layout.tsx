import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import classes from './layout.module.css';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

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
      <Footer />
      <BottomBar onOpenMenu={openMenu} />
      <ScrollToTop />
    </div>
  );
}
