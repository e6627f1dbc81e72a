import { Group, Loader, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A back-office list page's title with a small spinner while it reads again, and its intro under it. */
export function AdminPageHeading({ title, intro, busy }: { title: string; intro: ReactNode; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {busy && <Loader size="xs" aria-label={t('admin.loading')} />}
      </Group>
      <Text c="dimmed">{intro}</Text>
    </div>
  );
}
