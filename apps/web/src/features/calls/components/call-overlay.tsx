import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhoneOff, IconVideoOff } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { useFormatters } from '../../../lib/use-formatters';
import { useSessionStore } from '../../../stores/session';
import { dropVideo, hangUp, useCallStore } from '../call-store';
import { PartyAvatar } from './party-avatar';

/** Plays a stream in a video (or, without picture, audio) element. */
function StreamView({
  stream,
  muted,
  kind,
  ...style
}: { stream: MediaStream | null; muted?: boolean; kind: 'video' | 'audio' } & React.CSSProperties) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  if (kind === 'audio') return <audio ref={ref} autoPlay />;
  return (
    <video ref={ref} autoPlay playsInline muted={muted} style={{ objectFit: 'cover', background: '#000', ...style }} />
  );
}

/** Seconds since the call connected, ticking. */
function useElapsed(since: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/**
 * The full-screen call (spec 3 "Call overlay"): the remote picture with the local one in a corner, or for
 * audio both parties' avatars and names ("Receiver" without a name); the red hang-up button, and a switch
 * to audio only that keeps the call. Closes on hang-up or when the call ends.
 */
export function CallOverlay() {
  const { t } = useTranslation();
  const { clock } = useFormatters();
  const { phase, peer, isVideo, remoteVideo, localStream, remoteStream, connection, connectedAt } = useCallStore();
  const me = useSessionStore((s) => s.user);
  const open = phase === 'calling' || phase === 'received';
  const connected = connection === 'connected';
  const elapsed = useElapsed(connectedAt);
  const showVideo = phase === 'received' && isVideo && remoteVideo && remoteStream !== null;
  const other = peer?.callerName || t('calls.receiver');
  const status =
    phase === 'calling'
      ? t('calls.calling')
      : connected
        ? clock(elapsed)
        : connection === 'failed' || connection === 'disconnected'
          ? t('calls.reconnecting')
          : t('calls.connecting');

  return (
    <Modal
      opened={open}
      onClose={() => void hangUp()}
      fullScreen
      withCloseButton={false}
      closeOnEscape={false}
      padding={0}
      title={t('calls.overlayTitle')}
      styles={{
        header: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
        body: { height: '100%' },
        content: { background: '#10231c' },
      }}
    >
      <Box pos="relative" h="100dvh" style={{ overflow: 'hidden' }}>
        {showVideo ? (
          <StreamView kind="video" stream={remoteStream} width="100%" height="100%" />
        ) : (
          <Group justify="center" align="center" h="100%" gap={48} px="md" wrap="wrap">
            <PartyAvatar name={me?.name || t('calls.you')} avatar={me?.avatar ?? null} />
            <PartyAvatar name={other} avatar={peer?.avatar ?? null} />
            <StreamView kind="audio" stream={remoteStream} />
          </Group>
        )}
        {isVideo && localStream && (
          <StreamView
            kind="video"
            stream={localStream}
            muted
            position="absolute"
            top={16}
            right={16}
            width="min(30vw, 200px)"
            aspectRatio="3 / 4"
            borderRadius={12}
            border="2px solid rgba(255,255,255,.7)"
          />
        )}
        <Stack
          pos="absolute"
          bottom={0}
          left={0}
          right={0}
          align="center"
          gap="sm"
          pb="xl"
          pt="xl"
          // Dark enough under the white name and timer for AA contrast even over a bright picture.
          style={{ background: 'linear-gradient(rgba(0,0,0,0), rgba(0,0,0,.6) 24px, rgba(0,0,0,.8))' }}
        >
          <Text c="white" fw={600} size="lg" aria-live="polite">
            {phase === 'calling' ? t('calls.callingName', { name: other }) : other}
          </Text>
          <Text c="white" size="sm" role="status">
            {status}
          </Text>
          <Group gap="lg">
            {isVideo && phase === 'received' && (
              <Button
                variant="white"
                color="dark"
                leftSection={<IconVideoOff size={18} aria-hidden />}
                onClick={() => void dropVideo()}
              >
                {t('calls.audioOnly')}
              </Button>
            )}
            <ActionIcon
              size={64}
              radius="50%"
              color="red"
              variant="filled"
              aria-label={t('calls.hangUp')}
              onClick={() => void hangUp()}
            >
              <IconPhoneOff size={30} aria-hidden />
            </ActionIcon>
          </Group>
        </Stack>
      </Box>
    </Modal>
  );
}
