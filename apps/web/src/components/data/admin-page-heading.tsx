import { Group, Loader, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A back-office page's title with a small spinner while it reads again, its intro under it and, at the
 * end of the title's line, the page's own action (a New button).
 */
export function AdminPageHeading({
  title,
  intro,
  busy,
  aside,
}: {
  title: string;
  intro?: ReactNode;
  busy: boolean;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Title order={1} size="h2">
            {title}
          </Title>
          {busy && <Loader size="xs" aria-label={t('admin.loading')} />}
        </Group>
        {aside}
      </Group>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
    </div>
  );
}
