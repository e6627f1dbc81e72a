import { Button, Card, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { confirmationRule, NewPasswordFields } from '../../../components/ui/new-password-fields';
import { useTranslation } from '../../../i18n';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessionStore } from '../../../stores/session';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from '../../../components/ui/password-field';

/** /profile/change-password: success stores the new token and goes to /profile. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('profile.changePassword.title'));
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { old_password: '', password: '', password_confirmation: '' },
    validate: { password_confirmation: confirmationRule(t) },
  });

  const submit = form.onSubmit((values) => {
    change.mutate(values, {
      onSuccess: (answer) => {
        if (answer.token) useSessionStore.getState().setToken(answer.token);
        form.reset();
        notify('success', answer.message || t('profile.changePassword.success'));
        void navigate(paths.profile.root);
      },
      onError: (error) => showFormError(form, error, t),
    });
  }, revealInvalidFields);

  return (
    <Card withBorder radius="lg" padding="lg" maw={520}>
      <Title order={1} size="h3" mb="md">
        {t('profile.changePassword.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t('profile.changePassword.oldPassword')}
            autoComplete="current-password"
            withAsterisk
            key={form.key('old_password')}
            {...form.getInputProps('old_password')}
          />
          <NewPasswordFields
            form={form}
            passwordLabel={t('profile.changePassword.password')}
            confirmationLabel={t('profile.changePassword.passwordConfirmation')}
          />
          <Button type="submit" loading={change.isPending}>
            {t('profile.changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
