import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { paths } from '../../lib/paths';

/** A lazy chunk that no longer exists (the app was redeployed) or failed to download. */
function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    message,
  );
}

/** A route's error (RouteErrorBoundary): a friendly message and a retry instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1} size="h2">
          {t('errors.generic')}
        </Title>
        <Text c="dimmed">{isChunkError(error) ? t('errors.chunkText') : t('errors.genericText')}</Text>
        <Group>
          <Button leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => window.location.reload()}>
            {isChunkError(error) ? t('errors.reload') : t('common.retry')}
          </Button>
          <Button component={Link} to={paths.home} variant="default" reloadDocument>
            {t('common.goHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
