import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { useLogout } from '../../lib/session';

/** The red Logout button of the signed-in sidebar and the phone menu; `onLogout` runs first (close the menu). */
export function LogoutButton({ onLogout, className }: { onLogout?: () => void; className?: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconLogout size={16} aria-hidden="true" />}
      loading={logout.isPending}
      onClick={() => {
        onLogout?.();
        logout.mutate();
      }}
      className={className}
    >
      {t('nav.logout')}
    </Button>
  );
}
