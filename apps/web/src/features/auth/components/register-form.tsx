import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { confirmationRule, NewPasswordFields } from '../../../components/ui/new-password-fields';
import { useTranslation } from '../../../i18n';
import { submitFieldsAsShown } from '../../../lib/entered-before-hydration';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { clearOrigin, rememberVerifyEmail } from '../../../lib/storage';
import { useRegister } from '../api/register';
import { completeSignIn } from '../utils/sign-in';

/** Name, e-mail, phone, referral code (pre-filled from ?ddrefc=), password and its confirmation. */
export function RegisterForm({ referralCode = '' }: { referralCode?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      name: '',
      email: '',
      phone: '',
      parent_referral_code: referralCode,
      password: '',
      password_confirmation: '',
    },
    validate: { password_confirmation: confirmationRule(t) },
  });

  // What was typed or filled in before the page rendered on the server was hydrated counts too.
  const submit = submitFieldsAsShown(
    form,
    form.onSubmit((values) => {
      const email = values.email.trim();
      rememberVerifyEmail(email);
      register.mutate(
        { ...values, parent_referral_code: values.parent_referral_code.trim() || null },
        {
          onSuccess: (answer) => {
            form.clearErrors();
            if (answer.need_verification || !answer.token || !answer.user) {
              notify('success', answer.message || t('auth.register.success'));
              void navigate(paths.auth.verifyEmail);
              return;
            }
            // A new account starts at home (spec 1 section 4), not at an older remembered page.
            clearOrigin();
            completeSignIn(answer.token, answer.user, answer.message || t('auth.register.success'));
          },
          onError: (error) => showFormError(form, error, t),
        },
      );
    }, revealInvalidFields),
  );

  return (
    // POST: a form sent before the page rendered on the server is hydrated (the browser's own submit) never puts
    // the password in an address.
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.name')}
          autoComplete="name"
          withAsterisk
          name="name"
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          name="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('auth.phone')}
          placeholder={t('auth.phonePlaceholder')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          withAsterisk
          name="phone"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('auth.referralCode')}
          autoComplete="off"
          name="parent_referral_code"
          key={form.key('parent_referral_code')}
          {...form.getInputProps('parent_referral_code')}
        />
        <NewPasswordFields
          form={form}
          passwordLabel={t('auth.password')}
          confirmationLabel={t('auth.passwordConfirmation')}
        />
        <Button type="submit" loading={register.isPending} fullWidth size="md">
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
