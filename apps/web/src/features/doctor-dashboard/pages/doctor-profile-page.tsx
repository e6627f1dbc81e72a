import { useTranslation } from '../../../i18n';
import { FactList } from '../../../components/data/fact-list';
import { ProfileSection, ProviderProfilePage } from '../../../components/provider-dashboard';
import {
  HOSPITAL_COUNTRY_ID,
  doctorFacts,
  useProfileFormat,
  type DoctorSectionId,
} from '../../../components/provider-profile/profile-facts';
import { useDoctorProfile } from '../api/doctor-profile';
import {
  ExperienceForm,
  HospitalForm,
  PersonalForm,
  SpecialistForm,
  WorkplaceForm,
  type SectionFormProps,
} from '../components/doctor-personal-forms';
import { AvailabilityForm, FeesForm, QualificationForm, SignatureForm } from '../components/doctor-practice-forms';

const SECTIONS: Array<[DoctorSectionId, (props: SectionFormProps) => React.ReactNode]> = [
  ['personal', PersonalForm],
  ['hospital', HospitalForm],
  ['workplace', WorkplaceForm],
  ['specialist', SpecialistForm],
  ['experience', ExperienceForm],
  ['qualification', QualificationForm],
  ['availability', AvailabilityForm],
  ['fees', FeesForm],
  ['signature', SignatureForm],
];

/**
 * /sp/doctor: Doctor Profile (spec 3, "Doctor area"): the application's state while it is not
 * approved, then each section with its Edit/Cancel toggle; Hospital only for a doctor of country 2.
 */
export function DoctorProfilePage() {
  const { t } = useTranslation();
  const f = useProfileFormat();
  return (
    <ProviderProfilePage kind="doctor" query={useDoctorProfile()} select={(data) => data.doctor}>
      {(doctor) =>
        SECTIONS.filter(([id]) => id !== 'hospital' || doctor.country_id === HOSPITAL_COUNTRY_ID).map(([id, Form]) => (
          <ProfileSection
            key={id}
            title={t(`providerProfile.sections.doctor.${id}`)}
            view={<FactList facts={doctorFacts(doctor, f)[id]} />}
            form={(close) => <Form doctor={doctor} close={close} />}
          />
        ))
      }
    </ProviderProfilePage>
  );
}
