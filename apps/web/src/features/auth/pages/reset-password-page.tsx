import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { confirmationRule, NewPasswordFields } from '../../../components/ui/new-password-fields';
import { useTranslation } from '../../../i18n';
import { AuthCard } from '../../../components/ui/auth-card';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResetPassword } from '../api/reset-password';

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', password_confirmation: '' },
    validate: { password_confirmation: confirmationRule(t) },
  });

  const submit = form.onSubmit((values) => {
    reset.mutate(
      { token, email, ...values },
      {
        onSuccess: (answer) => {
          if (!answer.status) {
            notify('error', answer.message || t('errors.generic'));
            return;
          }
          notify('success', answer.message || t('auth.reset.success'));
          void navigate(paths.auth.login, { replace: true });
        },
        onError: (error) => showFormError(form, error, t),
      },
    );
  }, revealInvalidFields);

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle', { email })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NewPasswordFields
            form={form}
            passwordLabel={t('auth.reset.password')}
            confirmationLabel={t('auth.passwordConfirmation')}
          />
          <Button type="submit" loading={reset.isPending} fullWidth size="md">
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** /password/reset?token=…&email=… (without both, home). Success goes to /login. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  if (!token || !email) return <Navigate to={paths.home} replace />;
  return <ResetPasswordForm token={token} email={email} />;
}
