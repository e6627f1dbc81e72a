import { Button, Container, Group, Stack, Text, ThemeIcon, Title, rem } from '@mantine/core';
import { IconHome, IconTools } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

/** /diagnostic-service and /operation-surgery: not built yet, said kindly, with a way back. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('static.workingOnIt.title'));
  return (
    <Container size="sm" px="md" py={{ base: rem(48), sm: rem(80) }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={80} radius="xl" variant="light" aria-hidden>
          <IconTools size={44} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: rem(26), sm: rem(32) }}>
          {t('static.workingOnIt.title')}
        </Title>
        <Text size="lg" c="gray.7" maw={rem(440)} lh={1.7}>
          {t('static.workingOnIt.text')}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            {t('static.common.goHome')}
          </Button>
          <Button component={Link} to="/services" variant="default">
            {t('static.workingOnIt.services')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
