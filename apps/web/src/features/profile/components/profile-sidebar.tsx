import { Button, NavLink as MantineNavLink, Paper, Stack, Text } from '@mantine/core';
import { IconHeart, IconKey, IconLogout, IconMapPin, IconPackage, IconUserCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { paths } from '../../../lib/paths';
import { useLogout } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session';

/** The profile pages that exist so far; later features add theirs here. */
const LINKS: { label: string; to: string; icon: ComponentType<{ size?: number }> }[] = [
  { label: 'profile.overview', to: paths.profile.root, icon: IconUserCircle },
  { label: 'nav.myOrder', to: paths.profile.myOrder, icon: IconPackage },
  { label: 'nav.myWishlist', to: paths.profile.myWishlist, icon: IconHeart },
  { label: 'nav.shippingAddress', to: paths.profile.shippingAddress, icon: IconMapPin },
  { label: 'nav.changePassword', to: paths.profile.changePassword, icon: IconKey },
];

/** Avatar (or first letter), name, the profile links and Logout. */
export function ProfileSidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  if (!user) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack align="center" gap={4} mb="md">
        <UserAvatar user={user} size={72} radius={72} />
        <Text fw={600} ta="center" style={{ wordBreak: 'break-word' }}>
          {user.name}
        </Text>
        <Text size="xs" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
      </Stack>
      <nav aria-label={t('profile.sidebarLabel')}>
        {LINKS.map(({ label, to, icon: Icon }) => (
          <MantineNavLink
            key={to}
            component={NavLink}
            to={to}
            end
            label={t(label)}
            leftSection={<Icon size={18} />}
            active={pathname === to}
          />
        ))}
      </nav>
      <Button
        mt="md"
        fullWidth
        variant="light"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden="true" />}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {t('nav.logout')}
      </Button>
    </Paper>
  );
}
