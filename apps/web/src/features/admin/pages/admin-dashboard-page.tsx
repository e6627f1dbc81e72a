import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';
import { EmptyState } from '../../../components/data/empty-state';
import { QueryError } from '../../../components/data/query-error';
import { useAdminMe } from '../api/get-admin-me';
import { adminPath, sectionLinks } from '../components/admin-sections';

/** /admin: a greeting and the sections this staff member may open. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const me = useAdminMe();

  if (me.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('admin.loading')}>
        <Skeleton h={36} w="40%" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton h={110} />
          <Skeleton h={110} />
        </SimpleGrid>
      </Stack>
    );
  }
  if (me.isError) return <QueryError error={me.error} onRetry={() => void me.refetch()} />;

  return (
    <Stack gap="md">
      <AdminPageHeading
        title={t('admin.dashboard.title')}
        intro={t('admin.dashboard.welcome', { name: me.data.user.name })}
      />
      {me.data.sections.length === 0 ? (
        <EmptyState
          icon={<IconLock aria-hidden />}
          title={t('admin.dashboard.noSections')}
          text={t('admin.dashboard.noSectionsHint')}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {sectionLinks(me.data.sections).map((link) => (
            <Card
              key={link.path}
              component={Link}
              to={adminPath(link.path)}
              withBorder
              padding="lg"
              style={{ textDecoration: 'none' }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size="lg" radius="md">
                  <link.icon size={20} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(link.label)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(link.description)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
