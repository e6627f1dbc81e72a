import { Avatar, type AvatarProps } from '@mantine/core';
import type { AuthUser } from '@nirog/contracts';
import { useTranslation } from 'react-i18next';
import { storageUrl } from '../../lib/media';

/** The user's photo, or the first letter of the name. */
export function UserAvatar({ user, ...props }: { user: Pick<AuthUser, 'name' | 'avatar'> } & AvatarProps) {
  const { t } = useTranslation();
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Avatar src={storageUrl(user.avatar)} alt={t('profile.avatarAlt', { name: user.name })} color="teal" {...props}>
      {initial}
    </Avatar>
  );
}
