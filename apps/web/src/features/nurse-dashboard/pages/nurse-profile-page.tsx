import { useTranslation } from '../../../i18n';
import { FactList } from '../../../components/data/fact-list';
import { ProfileSection, ProviderProfilePage } from '../../../components/provider-dashboard';
import { nurseFacts, useProfileFormat } from '../../../components/provider-profile/profile-facts';
import { useNurseProfile } from '../api/nurse-profile';
import { NurseAvailabilityForm, NursePersonalForm } from '../components/nurse-forms';

/** /sp/nurse: Nurse Profile: Personal Information, and Availability and fees, each with Edit/Cancel. */
export function NurseProfilePage() {
  const { t } = useTranslation();
  const f = useProfileFormat();
  return (
    <ProviderProfilePage kind="nurse" query={useNurseProfile()} select={(data) => data.nurse}>
      {(nurse) => (
        <>
          <ProfileSection
            title={t('providerProfile.sections.nurse.personal')}
            view={<FactList facts={nurseFacts(nurse, f).personal} />}
            form={(close) => <NursePersonalForm nurse={nurse} close={close} />}
          />
          <ProfileSection
            title={t('providerProfile.sections.nurse.availability')}
            view={<FactList cols={1} facts={nurseFacts(nurse, f).availability} />}
            form={(close) => <NurseAvailabilityForm nurse={nurse} close={close} />}
          />
        </>
      )}
    </ProviderProfilePage>
  );
}
