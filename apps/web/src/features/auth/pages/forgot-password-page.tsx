import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AuthCard } from '../../../components/ui/auth-card';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useForgotPassword } from '../api/forgot-password';

type Outcome = { ok: true } | { ok: false; message: string } | null;

/** /forgot-password: success shows the green 'Please check your email.'; status false shows the message. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  const forgot = useForgotPassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' } });

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    forgot.mutate(
      { email: values.email.trim() },
      {
        onSuccess: (answer) => {
          form.clearErrors();
          setOutcome(answer.status ? { ok: true } : { ok: false, message: answer.message || t('errors.generic') });
        },
        onError: (error) => showFormError(form, error, t),
      },
    );
  }, revealInvalidFields);

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {outcome?.ok && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
              {t('auth.forgot.success')}
            </Alert>
          )}
          {outcome && !outcome.ok && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {outcome.message}
            </Alert>
          )}
          <TextInput
            label={t('auth.email')}
            placeholder={t('auth.emailPlaceholder')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={forgot.isPending} fullWidth size="md">
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to={paths.auth.login}>
          {t('auth.forgot.back')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
