import type { ReactNode } from 'react';
import { Container, type ContainerProps, Stack, Title, rem } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';

interface StaticPageProps {
  title: string;
  /** Shown under the title (date line, introduction). */
  lead?: ReactNode;
  size?: ContainerProps['size'];
  children?: ReactNode;
}

/** The frame of every static page: a readable column, one h1, the browser tab title (the server's too). */
export function StaticPage({ title, lead, size = 'md', children }: StaticPageProps) {
  usePageTitle(title);
  return (
    <Container size={size} px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="sm" component="header">
          <Title order={1} fz={{ base: rem(26), sm: rem(34) }} lh={1.3}>
            {title}
          </Title>
          {lead}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
