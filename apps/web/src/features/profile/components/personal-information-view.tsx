import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AuthUser } from '@nirog/contracts';
import { formatLongDate } from '@nirog/contracts/constants';
import { localizeDigits } from '../../../lib/digits';
import { useLanguageStore } from '../../../stores/language';
import { ProfileField } from './profile-field';
import { sexLabel } from './sex-label';

/** The personal information, read-only. */
export function PersonalInformationView({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <ProfileField label={t('profile.name')} value={user.name} />
      <ProfileField label={t('profile.email')} value={user.email} />
      <ProfileField label={t('profile.phone')} value={user.phone && localizeDigits(user.phone, language)} />
      <ProfileField label={t('profile.occupation')} value={user.occupation} />
      <ProfileField label={t('profile.dob')} value={user.dob && formatLongDate(user.dob, language)} />
      <ProfileField label={t('profile.sex')} value={sexLabel(user.sex, t)} />
      <ProfileField label={t('profile.country')} value={user.country} />
      <ProfileField label={t('profile.city')} value={user.city} />
      <ProfileField label={t('profile.location')} value={user.location} />
    </SimpleGrid>
  );
}
