import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/data/fact-list';
import { ApplicationState, ProfileSection, useUnauthorizedRedirect } from '../../../components/provider-dashboard';
import {
  HOSPITAL_COUNTRY_ID,
  doctorFacts,
  useProfileFormat,
  type DoctorSectionId,
} from '../../../components/provider-profile/profile-facts';
import { usePageTitle } from '../../../lib/use-page-title';
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
  usePageTitle(t('providerDashboard.title.doctor'));
  const profile = useDoctorProfile();
  const forbidden = useUnauthorizedRedirect(profile.error);
  const f = useProfileFormat();

  if (forbidden) return null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('providerDashboard.title.doctor')}
      </Title>
      {profile.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      ) : profile.isError ? (
        <Alert color="red" role="alert">
          {t('providerDashboard.somethingWrong')}
        </Alert>
      ) : (
        <>
          <ApplicationState kind="doctor" status={profile.data.doctor.status} reason={profile.data.doctor.reason} />
          {SECTIONS.filter(([id]) => id !== 'hospital' || profile.data.doctor.country_id === HOSPITAL_COUNTRY_ID).map(
            ([id, Form]) => (
              <ProfileSection
                key={id}
                title={t(`providerProfile.sections.doctor.${id}`)}
                view={<FactList facts={doctorFacts(profile.data.doctor, f)[id]} />}
                form={(close) => <Form doctor={profile.data.doctor} close={close} />}
              />
            ),
          )}
        </>
      )}
    </Stack>
  );
}
