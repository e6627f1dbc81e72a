import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { paths } from '../../lib/paths';
import classes from './layout.module.css';

/** The Nirog mark (a white cross on teal) and name, linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} aria-label={t('nav.logoHome')} onClick={onClick} className={classes.logo}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--mantine-color-teal-8)" />
        <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="#fff" />
      </svg>
      <Text component="span" fw={700} fz="xl" c="teal.8" lh={1}>
        {t('common.appName')}
      </Text>
    </Link>
  );
}
