import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

/** '404 | Not Found' with a Go Home button (unknown routes, and pages the user's role may not open). */
export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="teal.1" lh={1} aria-hidden="true">
          {t('errors.notFoundCode')}
        </Text>
        <Title order={1} size="h2">
          {t('errors.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('errors.notFoundText')}</Text>
        <Button component={Link} to={paths.home} size="md">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
