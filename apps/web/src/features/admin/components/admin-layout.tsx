import { AppShell, Anchor, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from '../../../i18n';
import { LanguageSwitch } from '../../../components/layout/language-switch';
import { Logo } from '../../../components/layout/logo';
import { paths } from '../../../lib/paths';
import { useAdminMe } from '../api/get-admin-me';
import { AdminNav } from './admin-nav';

/** The back-office frame: header, a navbar of the allowed sections (a drawer on phones) and the page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const me = useAdminMe();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('admin.layout.closeMenu') : t('admin.layout.openMenu')}
            />
            <Logo />
            <Text fw={600} c="dimmed" visibleFrom="xs">
              {t('admin.layout.title')}
            </Text>
          </Group>
          <LanguageSwitch />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" component="nav" aria-label={t('admin.layout.navLabel')}>
        <AppShell.Section grow>
          <AdminNav sections={me.data?.sections ?? []} loading={me.isPending} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Anchor component={Link} to={paths.shop} size="sm" onClick={close}>
            <Group gap={6} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {t('admin.layout.backToShop')}
            </Group>
          </Anchor>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
