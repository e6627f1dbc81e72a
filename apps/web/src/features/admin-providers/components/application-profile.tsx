import { Card, Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminApplication, AmbulanceProfile, DoctorProfile, NurseProfile } from '@nirog/contracts';
import { FactList, type FactItem } from '../../../components/data/fact-list';
import {
  ambulanceFacts,
  doctorFacts,
  HOSPITAL_COUNTRY_ID,
  nurseFacts,
  useProfileFormat,
} from '../../../components/provider-profile/profile-facts';

/** Every section of the applicant's profile, as the provider's own dashboard words it. */
export function ApplicationProfile({ application }: { application: AdminApplication }) {
  const { t } = useTranslation();
  const f = useProfileFormat();
  const profile = application.profile;
  let sections: Array<[string, FactItem[]]> = [];
  if (profile && application.kind === 'doctor') {
    const doctor = profile as DoctorProfile;
    const facts = doctorFacts(doctor, f);
    const { signature: _signature, hospital, ...rest } = facts;
    sections = Object.entries(doctor.country_id === HOSPITAL_COUNTRY_ID ? { ...rest, hospital } : rest) as Array<
      [string, FactItem[]]
    >;
    sections = sections.map(([id, items]) => [t(`providerProfile.sections.doctor.${id}`), items]);
  } else if (profile && application.kind === 'nurse') {
    sections = Object.entries(nurseFacts(profile as NurseProfile, f)).map(([id, items]) => [
      t(`providerProfile.sections.nurse.${id}`),
      items,
    ]);
  } else if (profile && application.kind === 'ambulance') {
    sections = Object.entries(ambulanceFacts(profile as AmbulanceProfile, f)).map(([id, items]) => [
      t(`providerProfile.sections.ambulance.${id}`),
      items,
    ]);
  }
  return (
    <Card withBorder padding="md" component="section" aria-label={t('adminProviders.profile.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminProviders.profile.title')}
        </Title>
        {sections.length === 0
          ? t('adminProviders.profile.none')
          : sections.map(([title, items], index) => (
              <Stack key={title} gap="xs">
                {index > 0 && <Divider />}
                <Title order={3} size="h5">
                  {title}
                </Title>
                <FactList facts={items} />
              </Stack>
            ))}
      </Stack>
    </Card>
  );
}
