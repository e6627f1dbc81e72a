import { Avatar, type AvatarProps } from '@mantine/core';
import type { AuthUser } from '@nirog/contracts';
import { useTranslation } from '../../i18n';
import { storageUrl } from '../../lib/media';
import classes from './layout.module.css';

/**
 * The user's photo, or the first letter of the name drawn by CSS (data-initial): a letter in the text would come
 * before the name in a button's visible words, which then no longer start its accessible name.
 */
export function UserAvatar({ user, ...props }: { user: Pick<AuthUser, 'name' | 'avatar'> } & AvatarProps) {
  const { t } = useTranslation();
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Avatar src={storageUrl(user.avatar)} alt={t('nav.avatarAlt', { name: user.name })} color="teal" {...props}>
      <span className={classes.initial} data-initial={initial} />
    </Avatar>
  );
}
