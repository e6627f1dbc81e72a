import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * '404 | Not Found' with a Go Home button (unknown routes, and pages the user's role may not open). A page
 * whose own thing is missing (an unknown product) passes its title and text and a way back (`back`).
 */
export function NotFound({
  title,
  text,
  back,
}: {
  title?: string;
  text?: string;
  back?: { to: string; label: string };
} = {}) {
  const { t } = useTranslation();
  usePageTitle(title ?? t('errors.notFoundTitle'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="teal.1" lh={1} aria-hidden="true">
          {t('errors.notFoundCode')}
        </Text>
        <Title order={1} size="h2">
          {title ?? t('errors.notFoundTitle')}
        </Title>
        <Text c="dimmed">{text ?? t('errors.notFoundText')}</Text>
        <Group justify="center" gap="sm">
          {back && (
            <Button component={Link} to={back.to} size="md">
              {back.label}
            </Button>
          )}
          <Button component={Link} to={paths.home} size="md" variant={back ? 'default' : 'filled'}>
            {t('common.goHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
