import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../lib/session';
import { useSessionStore } from '../../stores/session';
import { NavDropdown } from './nav-dropdown';
import { useApplicationLinks } from './use-my-applications';
import { ACCOUNT_NAV } from './use-nav-items';
import { UserAvatar } from './user-avatar';
import classes from './layout.module.css';

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
          <UserAvatar user={user} size={32} radius="xl" />
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
