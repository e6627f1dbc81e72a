import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { SocialProvider } from '@nirog/contracts';
import { showFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useAuthProviders } from '../api/get-auth-providers';
import { useSocialLogin } from '../api/social-login';
import {
  loadFacebookSdk,
  loadGoogleSdk,
  requestFacebookAccessToken,
  requestGoogleAccessToken,
} from '../utils/social-sdk';
import { completeSignIn } from '../utils/sign-in';
import { SocialAccountForm, type SocialRequirement } from './social-account-form';

const noFieldForm = { setErrors: () => {}, clearErrors: () => {} };

/**
 * Google and Facebook sign-in, each shown only when the server enables it. The provider's SDK is loaded only
 * then; a cancelled popup does nothing.
 */
export function SocialLogin() {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const socialLogin = useSocialLogin();
  const [requirement, setRequirement] = useState<SocialRequirement | null>(null);
  const google = providers.data?.google;
  const facebook = providers.data?.facebook;
  const googleClientId = google?.enabled && google.client_id ? google.client_id : null;
  const facebookAppId = facebook?.enabled && facebook.app_id ? facebook.app_id : null;

  // Load the SDKs ahead of the click so the popup opens in the click itself (popup blockers).
  useEffect(() => {
    if (googleClientId) loadGoogleSdk().catch(() => {});
  }, [googleClientId]);
  useEffect(() => {
    if (facebookAppId) loadFacebookSdk(facebookAppId).catch(() => {});
  }, [facebookAppId]);

  if (!googleClientId && !facebookAppId) return null;

  const signInWith = async (provider: SocialProvider) => {
    const accessToken =
      provider === 'google' ? await requestGoogleAccessToken(googleClientId!) : await requestFacebookAccessToken();
    if (!accessToken) return;
    socialLogin.mutate(
      { provider, accessToken },
      {
        onSuccess: (answer) => {
          if (answer.status === 'success' && answer.token && answer.user) {
            completeSignIn(answer.token, answer.user, answer.message || t('auth.login.success'));
          } else if (answer.status === 'require_accounts') {
            setRequirement({
              provider,
              token: accessToken,
              required_email: Boolean(answer.required_email),
              required_phone: Boolean(answer.required_phone),
            });
          } else notify('warning', answer.message || t('auth.social.failed'));
        },
        onError: (error) => showFormError(noFieldForm, error, t),
      },
    );
  };

  return (
    <Stack gap="sm" mt="lg">
      <Divider label={t('auth.social.divider')} labelPosition="center" />
      {googleClientId && (
        <Button
          variant="default"
          leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
          onClick={() => void signInWith('google')}
          loading={socialLogin.isPending && socialLogin.variables?.provider === 'google'}
        >
          {t('auth.social.google')}
        </Button>
      )}
      {facebookAppId && (
        <Button
          variant="default"
          leftSection={<IconBrandFacebook size={18} aria-hidden="true" />}
          onClick={() => void signInWith('facebook')}
          loading={socialLogin.isPending && socialLogin.variables?.provider === 'facebook'}
        >
          {t('auth.social.facebook')}
        </Button>
      )}
      {requirement && <SocialAccountForm requirement={requirement} onClose={() => setRequirement(null)} />}
    </Stack>
  );
}
