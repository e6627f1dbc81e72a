import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/data/fact-list';
import { ApplicationState, ProfileSection, useUnauthorizedRedirect } from '../../../components/provider-dashboard';
import { ambulanceFacts, useProfileFormat } from '../../../components/provider-profile/profile-facts';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAmbulanceProfile } from '../api/ambulance-profile';
import { AmbulancePersonalForm, AmbulancePhotoForm, AmbulanceVehicleForm } from '../components/ambulance-forms';

/** /sp/ambulance: Ambulance Service Provider Profile: personal, ambulance information and photo. */
export function AmbulanceProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('providerDashboard.title.ambulance'));
  const profile = useAmbulanceProfile();
  const forbidden = useUnauthorizedRedirect(profile.error);
  const f = useProfileFormat();
  if (forbidden) return null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('providerDashboard.title.ambulance')}
      </Title>
      {profile.isPending ? (
        <Skeleton h={200} aria-label={t('common.loading')} />
      ) : profile.isError ? (
        <Alert color="red" role="alert">
          {t('providerDashboard.somethingWrong')}
        </Alert>
      ) : (
        <>
          <ApplicationState
            kind="ambulance"
            status={profile.data.ambulance.status}
            reason={profile.data.ambulance.reason}
          />
          <ProfileSection
            title={t('providerProfile.sections.ambulance.personal')}
            view={<FactList facts={ambulanceFacts(profile.data.ambulance, f).personal} />}
            form={(close) => <AmbulancePersonalForm ambulance={profile.data.ambulance} close={close} />}
          />
          <ProfileSection
            title={t('providerProfile.sections.ambulance.vehicle')}
            view={<FactList facts={ambulanceFacts(profile.data.ambulance, f).vehicle} />}
            form={(close) => <AmbulanceVehicleForm ambulance={profile.data.ambulance} close={close} />}
          />
          <ProfileSection
            title={t('providerProfile.sections.ambulance.photo')}
            view={<FactList cols={1} facts={ambulanceFacts(profile.data.ambulance, f).photo} />}
            form={(close) => <AmbulancePhotoForm ambulance={profile.data.ambulance} close={close} />}
          />
        </>
      )}
    </Stack>
  );
}
