import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../../i18n';

/**
 * The app's password input: Mantine's, with its show/hide button named in the interface language (Mantine
 * names it "Toggle password visibility" in English whatever the language).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('auth.passwordToggle') }} {...props} />;
}
