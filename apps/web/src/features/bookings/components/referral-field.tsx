import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useApplyReferral } from '../api/book-doctor';

/**
 * The India form's referral code with its Apply action (spec 2 section 4): success keeps the returned
 * code and says so; otherwise the code is cleared with the warning "Invalid referral code".
 */
export function ReferralField({
  value,
  applied,
  error,
  onChange,
  onApplied,
  onInvalid,
}: {
  value: string;
  applied: string | null;
  error?: React.ReactNode;
  onChange: (value: string) => void;
  onApplied: (code: string) => void;
  onInvalid: (message: string) => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyReferral();
  const submit = () => {
    const code = value.trim();
    if (!code) return;
    apply.mutate(code, {
      onSuccess: (answer) => {
        if (answer.status === 'success' && answer.referral_code) onApplied(answer.referral_code);
        else {
          notify('warning', answer.message);
          onInvalid(answer.message);
        }
      },
      onError: (failure) => notify('error', errorMessage(failure, t)),
    });
  };
  return (
    <div>
      <TextInput
        label={t('bookings.referral.label')}
        description={t('bookings.referral.help')}
        value={value}
        error={error}
        maxLength={16}
        autoComplete="off"
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        rightSectionWidth="auto"
        rightSection={
          <Button
            size="compact-sm"
            variant="light"
            mr={4}
            loading={apply.isPending}
            disabled={!value.trim()}
            onClick={submit}
          >
            {t('bookings.referral.apply')}
          </Button>
        }
      />
      {applied && applied === value.trim() && (
        <Group gap={6} mt={6} c="teal.8" role="status">
          <IconCircleCheck size={16} aria-hidden="true" />
          <Text size="sm">{t('bookings.referral.applied', { code: applied })}</Text>
        </Group>
      )}
    </div>
  );
}
