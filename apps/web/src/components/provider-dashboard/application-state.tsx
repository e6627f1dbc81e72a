import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import type { ProviderKind, ProviderStatus } from '@nirog/contracts';

/**
 * Above a provider's profile while the application is not approved: pending (reviewed within 24
 * hours), rejected (the reason, and the way back to the wizard to correct it), suspended (the
 * reason), or a wizard not finished. Nothing once approved.
 */
export function ApplicationState({
  kind,
  status,
  reason,
}: {
  kind: ProviderKind;
  status: ProviderStatus;
  reason: string | null;
}) {
  const { t } = useTranslation();
  if (status === 'approved') return null;
  const wizard = `/join/${kind}/step-1`;
  const tone = status === 'pending' ? 'blue' : status === 'draft' ? 'yellow' : 'red';
  const Icon = status === 'pending' ? IconClockHour4 : IconAlertTriangle;
  return (
    <Alert color={tone} icon={<Icon aria-hidden />} title={t(`providerDashboard.state.${status}.title`)} role="status">
      <Stack gap={4}>
        {reason && (status === 'rejected' || status === 'suspended') && (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('providerDashboard.state.reason', { reason })}
          </Text>
        )}
        <Text size="sm">{t(`providerDashboard.state.${status}.body`)}</Text>
        {(status === 'rejected' || status === 'draft') && (
          <Anchor component={Link} to={wizard} size="sm" fw={600}>
            {t(`providerDashboard.state.${status}.link`)}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
