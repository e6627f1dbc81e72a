import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { dismissNotice, useCallStore } from '../call-store';

/**
 * What a call leaves behind: "Missed Call", the caller's "{name} did not answer" and "{name} declined the call",
 * "Call Ended", the blocking request to allow the camera and microphone (the page reloads once confirmed, so the
 * browser asks again), and the unsupported browser.
 */
export function CallNotices() {
  const { t } = useTranslation();
  const notice = useCallStore((s) => s.notice);
  const blocking = notice?.kind === 'permission';
  const title =
    notice?.kind === 'missed'
      ? t('calls.missed.title')
      : notice?.kind === 'unanswered'
        ? t('calls.unanswered', { name: notice.name })
        : notice?.kind === 'declined'
          ? t('calls.declined', { name: notice.name })
          : notice?.kind === 'ended'
            ? t('calls.ended')
            : notice?.kind === 'permission'
              ? t('calls.permission.title')
              : t('calls.unsupported.title');
  return (
    <Modal
      opened={notice !== null}
      onClose={blocking ? () => undefined : dismissNotice}
      withCloseButton={!blocking}
      closeOnClickOutside={!blocking}
      closeOnEscape={!blocking}
      centered
      size="sm"
      title={title}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        {notice?.kind === 'missed' && <Text>{t('calls.missed.text', { caller: notice.caller })}</Text>}
        {(notice?.kind === 'unanswered' || notice?.kind === 'declined') && <Text>{t('calls.callAgain')}</Text>}
        {notice?.kind === 'permission' && <Text>{t('calls.permission.text')}</Text>}
        {notice?.kind === 'unsupported' && <Text>{t('calls.unsupported.text')}</Text>}
        {blocking ? (
          <Button onClick={() => window.location.reload()}>{t('calls.permission.confirm')}</Button>
        ) : (
          <Button variant="light" onClick={dismissNotice} data-autofocus>
            {t('calls.ok')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
