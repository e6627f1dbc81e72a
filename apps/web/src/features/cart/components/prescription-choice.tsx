import { Alert, Anchor, Button, Group, Image, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload, IconPrescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { Prescription } from '@nirog/contracts';
import { QueryError } from '../../../components/data/query-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useLanguageStore } from '../../../stores/language';
import { useCheckoutPrescriptions } from '../api/get-prescriptions';

/** Where the upload page returns to checkout, the new prescription chosen. */
export const UPLOAD_FOR_CHECKOUT_PATH = `${paths.profile.uploadPrescription}?_reb=checkout`;

/** Prescriptions a pharmacist has not declined can be attached to an order. */
export const usable = (p: Prescription) => p.status !== 'Declined';

/**
 * Checkout's prescription section, shown when the cart holds prescription-only medicines (issue 11 item 12): one
 * of the buyer's uploaded prescriptions to attach (newest first), or a way to upload one and come back. The order
 * then waits for a pharmacist to confirm the prescription.
 */
export function PrescriptionChoice({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const query = useCheckoutPrescriptions(true);
  const list = (query.data?.data ?? []).filter(usable);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="checkout-prescription">
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconPrescription size={22} aria-hidden="true" color="var(--mantine-color-orange-8)" />
        <Title order={2} size="h4" id="checkout-prescription">
          {t('checkout.prescription.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('checkout.prescription.intro')}
      </Text>
      {query.isPending ? (
        <Stack gap="xs">
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Radio.Group
          value={value === null ? null : String(value)}
          onChange={(v) => onChange(Number(v))}
          error={error}
          label={list.length ? t('checkout.prescription.choose') : undefined}
        >
          <Stack gap="xs" mt={list.length ? 'xs' : 0}>
            {list.length === 0 && (
              <Alert color="orange" variant="light" title={t('checkout.prescription.noneTitle')}>
                {t('checkout.prescription.noneText')}
              </Alert>
            )}
            {list.map((p) => {
              const thumb = p.beimages[0]?.thumbnail;
              return (
                <Radio.Card key={p.id} value={String(p.id)} radius="md" p="xs" withBorder>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    {thumb ? (
                      <Image src={thumb} alt="" w={44} h={44} radius="sm" fit="cover" />
                    ) : (
                      <IconPrescription size={44} aria-hidden="true" />
                    )}
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {t('checkout.prescription.item', {
                          date: formatDate(p.created_at, language, 'Do MMMM, YYYY'),
                        })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('checkout.prescription.details', {
                          pages: formatNumber(p.beimages.length, language),
                          status: t(`prescriptions.status.${p.status}`),
                        })}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      <Group mt="sm" gap="sm">
        <Button
          component={Link}
          to={UPLOAD_FOR_CHECKOUT_PATH}
          variant="light"
          size="xs"
          leftSection={<IconFileUpload size={16} aria-hidden="true" />}
        >
          {t('checkout.prescription.upload')}
        </Button>
        <Anchor component={Link} to={paths.profile.myPrescription} size="sm">
          {t('checkout.prescription.mine')}
        </Anchor>
      </Group>
    </Paper>
  );
}
