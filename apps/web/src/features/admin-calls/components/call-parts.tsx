import { Group, Text } from '@mantine/core';
import { IconPhone, IconVideo } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { CALL_STATUS_STYLE, type CallLogEntry, type CallStatus } from '@nirog/contracts';
import { StatusBadge } from '../../../components/data/status-badge';
import { useFormatters } from '../../../lib/use-formatters';

export function CallStatusBadge({ status }: { status: CallStatus }) {
  const { t } = useTranslation();
  return (
    // Dark text on the status's light tint: readable (WCAG AA) whatever the colour.
    <StatusBadge tone={CALL_STATUS_STYLE[status]} c="dark.7" style={{ flexShrink: 0, maxWidth: 'none' }}>
      {t(`adminCalls.status.${status}`)}
    </StatusBadge>
  );
}

/** Audio or video, with its icon. */
export function CallKind({ call }: { call: CallLogEntry }) {
  const { t } = useTranslation();
  const Icon = call.is_video ? IconVideo : IconPhone;
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm">{t(call.is_video ? 'adminCalls.video' : 'adminCalls.audio')}</Text>
    </Group>
  );
}

/** Who called whom. */
export function CallParties({ call }: { call: CallLogEntry }) {
  const { t } = useTranslation();
  return <Text size="sm">{t('adminCalls.parties', { caller: call.caller.name, receiver: call.receiver.name })}</Text>;
}

/** How long they talked, or why they did not. */
export function CallDuration({ call }: { call: CallLogEntry }) {
  const { t } = useTranslation();
  const { clock } = useFormatters();
  if (call.duration_seconds !== null) return <Text size="sm">{clock(call.duration_seconds)}</Text>;
  return (
    <Text size="sm" c="dimmed">
      {t('adminCalls.notTalked')}
    </Text>
  );
}

/** When it rang, and when it was answered and ended. */
export function CallTimes({ call }: { call: CallLogEntry }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <div>
      <Text size="sm">{t('adminCalls.rang', { time: date(call.rang_at) })}</Text>
      {call.answered_at && (
        <Text size="xs" c="dimmed">
          {t('adminCalls.answered', { time: date(call.answered_at, 'hh:mm:ss A') })}
        </Text>
      )}
      {call.ended_at && (
        <Text size="xs" c="dimmed">
          {t('adminCalls.ended', { time: date(call.ended_at, 'hh:mm:ss A') })}
        </Text>
      )}
    </div>
  );
}

export function CallBooking({ call }: { call: CallLogEntry }) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  return (
    <Text size="sm">
      {t(`adminCalls.kinds.${call.booking_kind}`, { defaultValue: call.booking_kind })} #{digits(call.booking_id)}
    </Text>
  );
}
