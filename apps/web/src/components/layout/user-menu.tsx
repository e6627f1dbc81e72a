import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n';
import { useLogout } from '../../lib/session';
import { useSessionStore } from '../../stores/session';
import { NavDropdown } from './nav-dropdown';
import { useApplicationLinks } from './use-my-applications';
import { ACCOUNT_NAV } from './use-nav-items';
import classes from './layout.module.css';

/**
 * The photo or initial (Mantine's Avatar): only a signed-in header shows it, so its code loads with the first such
 * header, not with every first page; a circle of its size holds its place meanwhile.
 */
const UserAvatar = lazy(() => import('./user-avatar').then((m) => ({ default: m.UserAvatar })));

/** The logged-in user's dropdown: profile pages and Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  const applicationLinks = useApplicationLinks();
  if (!user) return null;
  return (
    <NavDropdown
      align="end"
      triggerClassName={classes.userButton}
      triggerLabel={t('nav.accountMenu', { name: user.name })}
      trigger={
        <>
          <Suspense fallback={<span className={classes.avatarSlot} />}>
            <UserAvatar user={user} size={32} radius="xl" />
          </Suspense>
          <span className={classes.userName}>{user.name}</span>
          <IconChevronDown size={14} aria-hidden="true" />
        </>
      }
      heading={user.email}
      links={[...ACCOUNT_NAV, ...applicationLinks].map((item) => ({ label: t(item.label), to: item.to }))}
      footer={(close) => (
        <button
          type="button"
          className={classes.dropdownItem}
          data-danger
          disabled={logout.isPending}
          onClick={() => {
            close();
            logout.mutate();
          }}
        >
          <IconLogout size={16} aria-hidden="true" />
          {t('nav.logout')}
        </button>
      )}
    />
  );
}
