import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AuthUser } from '@nirog/contracts';
import { localizeDigits } from '../../../lib/digits';
import { ROLE } from '../../../lib/roles';
import { useLanguageStore } from '../../../stores/language';
import { ProfileField } from './profile-field';

const ROLE_KEYS: Record<number, string> = {
  [ROLE.Admin]: 'admin',
  [ROLE.Doctor]: 'doctor',
  [ROLE.Nurse]: 'nurse',
  [ROLE.Ambulance]: 'ambulance',
  [ROLE.Pharmacist]: 'pharmacist',
};

/** Member id, roles (Patient when none) and whether the e-mail is verified. */
export function MembershipCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const roles = user.roles.filter((r) => ROLE_KEYS[r.id]);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('profile.membership')}
      </Title>
      <Stack gap="sm">
        <ProfileField label={t('profile.memberId')} value={localizeDigits(String(user.id), language)} />
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('profile.roles')}
          </Text>
          <Group gap={6} mt={4}>
            {roles.length === 0 ? (
              <Badge variant="light" color="gray">
                {t('profile.patient')}
              </Badge>
            ) : (
              roles.map((r) => (
                <Badge key={r.id} variant="light">
                  {t(`profile.roleNames.${ROLE_KEYS[r.id]}`)}
                </Badge>
              ))
            )}
          </Group>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('profile.emailStatus')}
          </Text>
          <Badge mt={4} variant="light" color={user.email_verified ? 'teal' : 'yellow'}>
            {user.email_verified ? t('profile.verified') : t('profile.notVerified')}
          </Badge>
        </div>
      </Stack>
    </Card>
  );
}
