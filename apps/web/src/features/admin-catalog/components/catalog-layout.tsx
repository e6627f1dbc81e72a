import { Button, Group, ScrollArea, Stack } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { CATALOG_TABS, catalogPath, currentTab } from './catalog-paths';

/** The catalog pages under one sub-navigation (scrolls sideways on phones). */
export function CatalogLayout() {
  const { t } = useTranslation();
  const current = currentTab(useLocation().pathname);
  return (
    <Stack gap="md">
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
        <Group component="nav" aria-label={t('adminCatalog.tabs.label')} gap={4} wrap="nowrap">
          {CATALOG_TABS.map((tab) => {
            const active = tab === current;
            return (
              <Button
                key={tab.path}
                component={Link}
                to={catalogPath(tab.path)}
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                size="sm"
                leftSection={<tab.icon size={16} aria-hidden />}
                aria-current={active ? 'page' : undefined}
                style={{ flexShrink: 0 }}
              >
                {t(tab.label)}
              </Button>
            );
          })}
        </Group>
      </ScrollArea>
      <Outlet />
    </Stack>
  );
}
