import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from '../../i18n';
import { useTranslation } from '../../i18n';
import { PasswordField } from './password-field';

interface NewPassword {
  password: string;
  password_confirmation: string;
}

/**
 * `useForm`'s rule for the confirmation: a mismatch shows under the confirmation before anything is sent (the
 * server reports it under the password, Laravel's way, where the person would not look). An empty confirmation is
 * left to the server's "required".
 */
export function confirmationRule(t: TFunction) {
  return (value: string, values: NewPassword) =>
    value && value !== values.password ? t('auth.passwordMismatch') : null;
}

/**
 * The "new password" and "confirm password" pair shared by register, reset and change password, with a
 * hint of what the server refuses (common passwords, the person's name or e-mail).
 */
export function NewPasswordFields<T extends NewPassword>({
  form,
  passwordLabel,
  confirmationLabel,
}: {
  form: UseFormReturnType<T>;
  passwordLabel: string;
  confirmationLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        description={t('auth.passwordHint')}
        // Mantine's dimmed description grey is below AA contrast at this size.
        descriptionProps={{ c: 'gray.7' }}
        autoComplete="new-password"
        withAsterisk
        name="password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        withAsterisk
        name="password_confirmation"
        key={form.key('password_confirmation')}
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}
