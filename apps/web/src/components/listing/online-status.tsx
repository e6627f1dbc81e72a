import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n';

/** A doctor's online status; online is highlighted (spec 2 section 4), offline stays quiet. */
export function OnlineStatus({ status }: { status: 'online' | 'offline' }) {
  const { t } = useTranslation();
  const online = status === 'online';
  return (
    <Badge
      variant={online ? 'filled' : 'light'}
      color={online ? 'green.8' : 'gray'}
      leftSection={
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 8,
            height: 8,
            borderRadius: '50%',
            background: online ? 'var(--mantine-color-white)' : 'var(--mantine-color-gray-6)',
          }}
        />
      }
      data-online={online || undefined}
    >
      {t(`careCard.${status}`)}
    </Badge>
  );
}
