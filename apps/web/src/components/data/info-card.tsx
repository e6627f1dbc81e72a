import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';

/** A labelled fact of a card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/** A titled card, named for screen readers by its title. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
