import { Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhone, IconPhoneOff, IconVideo } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { storageUrl } from '../../../lib/media';
import { acceptCall, rejectCall, useCallStore } from '../call-store';

/** The incoming call (status `ringing`): who calls, audio or video, Accept or Reject; the ringtone loops meanwhile. */
export function IncomingCallDialog() {
  const { t } = useTranslation();
  const ringing = useCallStore((s) => s.phase === 'ringing');
  const peer = useCallStore((s) => s.incoming);
  const isVideo = peer?.isVideo ?? false;
  const name = peer?.callerName || t('calls.caller');
  return (
    <Modal
      opened={ringing}
      onClose={() => void rejectCall()}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      size="sm"
      title={isVideo ? t('calls.incoming.video') : t('calls.incoming.audio')}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack align="center" gap="sm">
        <Avatar src={storageUrl(peer?.avatar)} alt="" name={name} color="initials" size={88} radius="50%" />
        <Text fw={600} size="lg" ta="center">
          {t('calls.incoming.from', { caller: name })}
        </Text>
        <Group grow w="100%" mt="sm">
          <Button color="red" leftSection={<IconPhoneOff size={18} aria-hidden />} onClick={() => void rejectCall()}>
            {t('calls.reject')}
          </Button>
          <Button
            color="green.8"
            leftSection={isVideo ? <IconVideo size={18} aria-hidden /> : <IconPhone size={18} aria-hidden />}
            onClick={() => void acceptCall()}
            data-autofocus
          >
            {t('calls.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
