import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AuthCard } from '../../../components/ui/auth-card';
import { paths } from '../../../lib/paths';
import type { PageData } from '../../../lib/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { authProvidersQueryOptions } from '../api/get-auth-providers';
import { LoginForm } from '../components/login-form';
import { SocialLogin } from '../components/social-login';

/** Rendered on the server with its social sign-in buttons. */
export const handle: PageData = { serverRendered: true, queries: () => [authProvidersQueryOptions()] };

/** /login */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm />
      <SocialLogin />
      <Text ta="center" size="sm" mt="lg">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={paths.auth.register} fw={600}>
          {t('auth.login.register')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
