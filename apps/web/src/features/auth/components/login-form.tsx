import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { LoginResponse } from '@nirog/contracts';
import { ApiError } from '../../../lib/api-client';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { submitFieldsAsShown } from '../../../lib/entered-before-hydration';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { rememberVerifyEmail } from '../../../lib/storage';
import { useLogin } from '../api/login';
import { completeSignIn } from '../utils/sign-in';
import { PasswordField } from '../../../components/ui/password-field';

/**
 * E-mail and password. Answers: `verified: false` -> the verify-your-e-mail screen; `blocked: true` -> the
 * message as an error; a token -> logged in (the guest-only guard then returns the user to the origin page).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [blocked, setBlocked] = useState<string | null>(null);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '', password: '' } });

  /** Handles the answers that are not plain errors, whether they come as 200 or as an error status. */
  const handleAnswer = (answer: Partial<LoginResponse>, email: string): boolean => {
    if (answer.blocked) {
      form.clearErrors();
      setBlocked(answer.message ?? t('errors.generic'));
      return true;
    }
    if (answer.verified === false) {
      rememberVerifyEmail(email);
      if (answer.message) notify('warning', answer.message);
      void navigate(paths.auth.verifyEmail);
      return true;
    }
    if (answer.token && answer.user) {
      completeSignIn(answer.token, answer.user, answer.message || t('auth.login.success'));
      return true;
    }
    return false;
  };

  // What was typed or filled in before the page rendered on the server was hydrated counts too.
  const submit = submitFieldsAsShown(
    form,
    form.onSubmit((values) => {
      setBlocked(null);
      rememberVerifyEmail(values.email.trim());
      login.mutate(values, {
        onSuccess: (answer) => {
          if (!handleAnswer(answer, values.email.trim())) notify('error', answer.message || t('errors.generic'));
        },
        onError: (error) => {
          const body = error instanceof ApiError ? (error.body as Partial<LoginResponse> | null) : null;
          if (body && handleAnswer(body, values.email.trim())) return;
          showFormError(form, error, t);
        },
      });
    }, revealInvalidFields),
  );

  return (
    // POST: a form sent before the page rendered on the server is hydrated (the browser's own submit) never puts
    // the password in an address.
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="sm">
        {blocked && (
          <Alert
            color="red"
            variant="light"
            title={t('auth.login.blockedTitle')}
            icon={<IconAlertCircle aria-hidden="true" />}
            role="alert"
          >
            {blocked}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          inputMode="email"
          name="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          name="password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.auth.forgotPassword} size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
