import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { AuthCard } from '../../../components/ui/auth-card';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { readVerifyEmail, rememberVerifyEmail } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResendVerificationEmail } from '../api/resend-verification-email';

/** /email/verify: the mail was sent; resend it to the e-mail of the last login or register attempt. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.verify.title'));
  const resend = useResendVerificationEmail();
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: readVerifyEmail() } });

  const submit = form.onSubmit((values) => {
    const email = values.email.trim();
    rememberVerifyEmail(email);
    resend.mutate(
      { email },
      {
        onSuccess: (answer) => {
          form.clearErrors();
          if (answer.status === false) notify('error', answer.message || t('errors.generic'));
          else notify('success', answer.message || t('auth.verify.resent'));
        },
        onError: (error) => showFormError(form, error, t),
      },
    );
  }, revealInvalidFields);

  return (
    <AuthCard title={t('auth.verify.title')}>
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden="true" />}>
          {t('auth.verify.sent')}
        </Alert>
        <Text size="sm">{t('auth.verify.instructions')}</Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" variant="light" loading={resend.isPending}>
              {t('auth.verify.resend')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthCard>
  );
}
