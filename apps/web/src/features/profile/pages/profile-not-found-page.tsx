import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';

/** Any other path under /profile. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('profile.notFound.title'));
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} size="h3">
          {t('profile.notFound.title')}
        </Title>
        <Text c="dimmed">{t('profile.notFound.text')}</Text>
        <Button component={Link} to={paths.profile.root} variant="light">
          {t('profile.notFound.back')}
        </Button>
      </Stack>
    </Card>
  );
}
