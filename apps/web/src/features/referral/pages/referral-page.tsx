import { Alert, Button, Container, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/form-errors';
import { storageUrl } from '../../../lib/media';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReferralThings } from '../api/get-referral-things';
import { CopyField } from '../components/copy-field';
import { ReferralSteps } from '../components/referral-steps';

function ReferralSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('referral.loading')}>
      <Skeleton h={160} radius="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Skeleton h={96} radius="lg" />
        <Skeleton h={96} radius="lg" />
      </SimpleGrid>
      <Skeleton h={220} radius="lg" />
    </Stack>
  );
}

/** /referral (login required): banner, the user's code and link with copy buttons, and the instructions. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('referral.title'));
  const things = useReferralThings();

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6} component="header">
          <Title order={1} size="h2">
            {t('referral.title')}
          </Title>
          <Text c="dimmed">{t('referral.intro')}</Text>
        </Stack>

        {things.isPending ? (
          <ReferralSkeleton />
        ) : things.isError ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden="true" />}
            title={t('referral.loadError')}
            role="alert"
          >
            <Group justify="space-between" gap="sm">
              <span>{errorMessage(things.error, t)}</span>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden="true" />}
                loading={things.isFetching}
                onClick={() => void things.refetch()}
              >
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <>
            {things.data.banner && (
              <Image
                src={storageUrl(things.data.banner)}
                alt={t('referral.bannerAlt')}
                radius="lg"
                mah={320}
                fit="cover"
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <CopyField
                variant="code"
                label={t('referral.codeLabel')}
                value={things.data.referral_code}
                copyLabel={t('referral.copyCode')}
              />
              <CopyField
                variant="link"
                label={t('referral.linkLabel')}
                value={things.data.referral_link}
                copyLabel={t('referral.copyLink')}
              />
            </SimpleGrid>
            <ReferralSteps text={things.data.text_box} />
          </>
        )}
      </Stack>
    </Container>
  );
}
