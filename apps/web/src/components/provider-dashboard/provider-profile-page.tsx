import type { ReactNode } from 'react';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import type { ProviderKind, ProviderStatus } from '@nirog/contracts';
import { usePageTitle } from '../../lib/use-page-title';
import { ApplicationState } from './application-state';
import { useUnauthorizedRedirect } from './use-profile-guard';

type Profile = { status: ProviderStatus; reason: string | null };

/**
 * The frame of /sp/{kind}: the title, the loading and error states, the "Unauthorized" redirect on
 * 403, and the application's state above the kind's own sections (`children`).
 */
export function ProviderProfilePage<Data, P extends Profile>({
  kind,
  query,
  select,
  children,
}: {
  kind: ProviderKind;
  query: UseQueryResult<Data>;
  select: (data: Data) => P;
  children: (profile: P) => ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`providerDashboard.title.${kind}`);
  usePageTitle(title);
  const forbidden = useUnauthorizedRedirect(query.error);
  if (forbidden) return null;
  const profile = query.data === undefined ? undefined : select(query.data);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {query.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      ) : query.isError || !profile ? (
        <Alert color="red" role="alert">
          {t('providerDashboard.somethingWrong')}
        </Alert>
      ) : (
        <>
          <ApplicationState kind={kind} status={profile.status} reason={profile.reason} />
          {children(profile)}
        </>
      )}
    </Stack>
  );
}
