import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhone, IconVideo } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n';
import { CALL_STATUS_STYLE, type CallLogEntry } from '@nirog/contracts';
import { StatusBadge } from '../../../components/data/status-badge';
import type { BookingToolProps } from '../../../components/booking-tools';
import { QueryError } from '../../../components/data/query-error';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useFormatters } from '../../../lib/use-formatters';
import { bookingCallsKey, useBookingCalls } from '../api/calls-api';
import { startCall, useCallStore } from '../call-store';

function CallLogRow({ call }: { call: CallLogEntry }) {
  const { t } = useTranslation();
  const { date, clock } = useFormatters();
  const Icon = call.is_video ? IconVideo : IconPhone;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={18} aria-label={t(call.is_video ? 'calls.log.video' : 'calls.log.audio')} />
        <div>
          <Text size="sm">{date(call.rang_at, 'D MMM, hh:mm A')}</Text>
          <Text size="xs" c="dimmed">
            {call.duration_seconds !== null
              ? t('calls.log.talked', { time: clock(call.duration_seconds) })
              : t('calls.log.notTalked')}
          </Text>
        </div>
      </Group>
      <StatusBadge tone={CALL_STATUS_STYLE[call.status]} c="dark.7" style={{ flexShrink: 0, maxWidth: 'none' }}>
        {t(`calls.log.status.${call.status}`)}
      </StatusBadge>
    </Group>
  );
}

/**
 * The doctor's Call Now on a booking's detail screen (spec 3: audio a phone icon, video a camera icon; a
 * video consultation may also start audio only) and the booking's call log below it. Only a Ready booking can
 * be called (the server refuses any other with 403); a Completed one keeps its log.
 */
export function CallsTool({ booking }: BookingToolProps) {
  const { t } = useTranslation();
  const log = useBookingCalls(booking.id);
  const busy = useCallStore((s) => s.phase !== null);
  const queryClient = useQueryClient();
  // A call that ends shows up in the log.
  useEffect(() => {
    if (!busy) void queryClient.invalidateQueries({ queryKey: bookingCallsKey(booking.id) });
  }, [busy, booking.id, queryClient]);

  const call = (isVideo: boolean) => {
    startCall(booking.user, booking.id, isVideo).catch((err: unknown) => notify('error', errorMessage(err, t)));
  };
  const video = booking.kind === 'video';

  return (
    <Stack gap="md">
      {booking.status === 'Ready' && (
        <Group gap="sm">
          <Button
            color="green.8"
            leftSection={video ? <IconVideo size={18} aria-hidden /> : <IconPhone size={18} aria-hidden />}
            onClick={() => call(video)}
            disabled={busy}
          >
            {t('calls.callNow')}
          </Button>
          {video && (
            <Button
              variant="light"
              leftSection={<IconPhone size={18} aria-hidden />}
              onClick={() => call(false)}
              disabled={busy}
            >
              {t('calls.audioCall')}
            </Button>
          )}
        </Group>
      )}
      <div>
        <Text fw={600} size="sm" mb="xs">
          {t('calls.log.title')}
        </Text>
        {log.isPending ? (
          <Skeleton h={48} />
        ) : log.isError ? (
          <QueryError error={log.error} onRetry={() => void log.refetch()} />
        ) : log.data.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('calls.log.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {log.data.data.map((entry) => (
              <CallLogRow key={entry.id} call={entry} />
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
