import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { NavDropdown } from './nav-dropdown';
import { JOIN_NAV } from './use-nav-items';
import classes from './layout.module.css';

/** "Join" dropdown: become a doctor, nurse or ambulance provider. */
export function JoinMenu() {
  const { t } = useTranslation();
  return (
    <NavDropdown
      triggerClassName={classes.navLink}
      trigger={
        <>
          {t('nav.join')}
          <IconChevronDown size={14} aria-hidden="true" style={{ marginInlineStart: 4 }} />
        </>
      }
      heading={t('nav.joinAs')}
      links={JOIN_NAV.map((item) => ({ label: t(item.label), to: item.to }))}
    />
  );
}
