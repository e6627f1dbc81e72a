import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessionStore } from '../../../stores/session';
import { AvatarCard } from '../components/avatar-card';
import { MembershipCard } from '../components/membership-card';
import { PersonalInformationCard } from '../components/personal-information-card';
import { ReferralCard } from '../components/referral-card';
import { SetPhoneCard } from '../components/set-phone-card';

/**
 * /profile: the overview (spec 1 "Profile area"): the set-mobile-number block while the account has no
 * number, personal information with its view/edit toggle, the profile photo, membership and referral code.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      {!user.phone && <SetPhoneCard />}
      <PersonalInformationCard user={user} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <AvatarCard user={user} />
        <MembershipCard user={user} />
        <ReferralCard user={user} />
      </SimpleGrid>
    </Stack>
  );
}
