import { Group, Loader, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * A back-office page's title (also the browser tab's), its state badges beside it, a small spinner while it reads
 * again, its intro under it and, at the end of the title's line, the page's own action (a New button, Cancel).
 */
export function AdminPageHeading({
  title,
  badges,
  intro,
  busy = false,
  aside,
}: {
  title: string;
  badges?: ReactNode;
  intro?: ReactNode;
  busy?: boolean;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div>
        <Group gap="xs">
          <Title order={1} size="h2">
            {title}
          </Title>
          {badges}
          {busy && <Loader size="xs" aria-label={t('admin.loading')} />}
        </Group>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
      </div>
      {aside}
    </Group>
  );
}
