import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/data/fact-list';
import { ApplicationState, ProfileSection, useUnauthorizedRedirect } from '../../../components/provider-dashboard';
import { nurseFacts, useProfileFormat } from '../../../components/provider-profile/profile-facts';
import { usePageTitle } from '../../../lib/use-page-title';
import { useNurseProfile } from '../api/nurse-profile';
import { NurseAvailabilityForm, NursePersonalForm } from '../components/nurse-forms';

/** /sp/nurse: Nurse Profile: Personal Information, and Availability and fees, each with Edit/Cancel. */
export function NurseProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('providerDashboard.title.nurse'));
  const profile = useNurseProfile();
  const forbidden = useUnauthorizedRedirect(profile.error);
  const f = useProfileFormat();
  if (forbidden) return null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('providerDashboard.title.nurse')}
      </Title>
      {profile.isPending ? (
        <Skeleton h={200} aria-label={t('common.loading')} />
      ) : profile.isError ? (
        <Alert color="red" role="alert">
          {t('providerDashboard.somethingWrong')}
        </Alert>
      ) : (
        <>
          <ApplicationState kind="nurse" status={profile.data.nurse.status} reason={profile.data.nurse.reason} />
          <ProfileSection
            title={t('providerProfile.sections.nurse.personal')}
            view={<FactList facts={nurseFacts(profile.data.nurse, f).personal} />}
            form={(close) => <NursePersonalForm nurse={profile.data.nurse} close={close} />}
          />
          <ProfileSection
            title={t('providerProfile.sections.nurse.availability')}
            view={<FactList cols={1} facts={nurseFacts(profile.data.nurse, f).availability} />}
            form={(close) => <NurseAvailabilityForm nurse={profile.data.nurse} close={close} />}
          />
        </>
      )}
    </Stack>
  );
}
