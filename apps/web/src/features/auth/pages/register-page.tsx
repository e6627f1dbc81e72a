import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AuthCard } from '../../../components/ui/auth-card';
import { paths } from '../../../lib/paths';
import type { PageData } from '../../../lib/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { authProvidersQueryOptions } from '../api/get-auth-providers';
import { RegisterForm } from '../components/register-form';
import { SocialLogin } from '../components/social-login';

/** Rendered on the server with its social sign-in buttons, as login is. */
export const handle: PageData = { serverRendered: true, queries: () => [authProvidersQueryOptions()] };

/** /register (?ddrefc= pre-fills the referral code) */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('auth.register.title'));
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm referralCode={params.get('ddrefc')?.trim() ?? ''} />
      <SocialLogin />
      <Text ta="center" size="sm" mt="lg">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to={paths.auth.login} fw={600}>
          {t('auth.register.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
