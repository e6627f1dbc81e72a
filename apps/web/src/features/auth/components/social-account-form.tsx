import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { SocialProvider } from '@nirog/contracts';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { rememberVerifyEmail } from '../../../lib/storage';
import { useSocialRegistration } from '../api/social-registration';
import { completeSignIn } from '../utils/sign-in';

export interface SocialRequirement {
  provider: SocialProvider;
  token: string;
  required_email: boolean;
  required_phone: boolean;
}

/** Asks for the e-mail and/or phone a social sign-in did not give, then finishes the registration. */
export function SocialAccountForm({ requirement, onClose }: { requirement: SocialRequirement; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useSocialRegistration();
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '', phone: '' } });

  const submit = form.onSubmit((values) => {
    registration.mutate(
      {
        ...requirement,
        email: requirement.required_email ? values.email.trim() : null,
        phone: requirement.required_phone ? values.phone.trim() : null,
      },
      {
        onSuccess: (answer) => {
          if (answer.status === 'success' && answer.token && answer.user) {
            onClose();
            completeSignIn(answer.token, answer.user, answer.message || t('auth.login.success'));
          } else if (answer.status === 'success' && answer.need_verification) {
            onClose();
            if (values.email) rememberVerifyEmail(values.email.trim());
            notify('success', answer.message || t('auth.verify.sent'));
            void navigate(paths.auth.verifyEmail);
          } else notify('warning', answer.message || t('auth.social.failed'));
        },
        onError: (error) => showFormError(form, error, t),
      },
    );
  }, revealInvalidFields);

  return (
    <LazyModal opened onClose={onClose} title={t('auth.social.requireTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('auth.social.requireText')}
          </Text>
          {requirement.required_email && (
            <TextInput
              label={t('auth.email')}
              placeholder={t('auth.emailPlaceholder')}
              type="email"
              autoComplete="email"
              withAsterisk
              data-autofocus
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          )}
          {requirement.required_phone && (
            <TextInput
              label={t('auth.phone')}
              placeholder={t('auth.phonePlaceholder')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              withAsterisk
              key={form.key('phone')}
              {...form.getInputProps('phone')}
            />
          )}
          <Button type="submit" loading={registration.isPending}>
            {t('auth.social.submit')}
          </Button>
        </Stack>
      </form>
    </LazyModal>
  );
}
