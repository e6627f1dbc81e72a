import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface NewPassword {
  password: string;
  password_confirmation: string;
}

/** The "new password" and "confirm password" pair shared by register, reset and change password. */
export function NewPasswordFields<T extends NewPassword>({
  form,
  passwordLabel,
  confirmationLabel,
}: {
  form: UseFormReturnType<T>;
  passwordLabel: string;
  confirmationLabel: string;
}) {
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        withAsterisk
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={confirmationLabel}
        autoComplete="new-password"
        withAsterisk
        key={form.key('password_confirmation')}
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}
