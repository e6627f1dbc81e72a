import { useTranslation } from '../../../i18n';
import { FactList } from '../../../components/data/fact-list';
import { ProfileSection, ProviderProfilePage } from '../../../components/provider-dashboard';
import { ambulanceFacts, useProfileFormat } from '../../../components/provider-profile/profile-facts';
import { useAmbulanceProfile } from '../api/ambulance-profile';
import { AmbulancePersonalForm, AmbulancePhotoForm, AmbulanceVehicleForm } from '../components/ambulance-forms';

/** /sp/ambulance: Ambulance Service Provider Profile: personal, ambulance information and photo. */
export function AmbulanceProfilePage() {
  const { t } = useTranslation();
  const f = useProfileFormat();
  return (
    <ProviderProfilePage kind="ambulance" query={useAmbulanceProfile()} select={(data) => data.ambulance}>
      {(ambulance) => (
        <>
          <ProfileSection
            title={t('providerProfile.sections.ambulance.personal')}
            view={<FactList facts={ambulanceFacts(ambulance, f).personal} />}
            form={(close) => <AmbulancePersonalForm ambulance={ambulance} close={close} />}
          />
          <ProfileSection
            title={t('providerProfile.sections.ambulance.vehicle')}
            view={<FactList facts={ambulanceFacts(ambulance, f).vehicle} />}
            form={(close) => <AmbulanceVehicleForm ambulance={ambulance} close={close} />}
          />
          <ProfileSection
            title={t('providerProfile.sections.ambulance.photo')}
            view={<FactList cols={1} facts={ambulanceFacts(ambulance, f).photo} />}
            form={(close) => <AmbulancePhotoForm ambulance={ambulance} close={close} />}
          />
        </>
      )}
    </ProviderProfilePage>
  );
}
