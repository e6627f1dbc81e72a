import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** What a list or page shows when there is nothing in it, with an optional next step. */
export function EmptyState({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text?: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="sm">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
