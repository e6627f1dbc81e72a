import { Avatar, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp, IconPhotoX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { AVATAR_ACCEPT, type AuthUser } from '@nirog/contracts';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/digits';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useLanguageStore } from '../../../stores/language';
import { useUpdateAvatar } from '../api/update-avatar';
import { AVATAR_MAX_MB, avatarFileProblem } from './avatar-file-check';

const ACCEPT = [...AVATAR_ACCEPT];
const PHOTO_SIZE = 112;

interface PickedPhoto {
  file: File;
  /** An object URL of the file, shown until it is uploaded or dropped. */
  preview: string;
}

/** The picked photo, its preview URL released when it is replaced or the card goes away. */
function usePickedPhoto() {
  const [picked, setPicked] = useState<PickedPhoto | null>(null);
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.preview);
  }, [picked]);
  const pick = (file: File | null) => setPicked(file ? { file, preview: URL.createObjectURL(file) } : null);
  return [picked, pick] as const;
}

/**
 * The profile photo (spec 1 section 5: PNG/JPG/JPEG, one file): drag and drop or click, checked here
 * first, a preview to confirm, then the upload with its progress. The answered user replaces the stored
 * one, so the header and sidebar show the new photo at once.
 */
export function AvatarCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const hintId = useId();
  const upload = useUpdateAvatar();
  const [picked, pick] = usePickedPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);

  const choose = (accepted: File[], rejected: FileRejection[]) => {
    const files = [...accepted, ...rejected.map((r) => r.file)];
    const found = avatarFileProblem(files, t, language);
    setProblem(found);
    if (!found && files[0]) pick(files[0]);
  };

  const cancel = () => {
    pick(null);
    setProblem(null);
    upload.reset();
  };

  const send = () => {
    if (!picked) return;
    setPercent(0);
    setProblem(null);
    upload.mutate(
      { file: picked.file, onProgress: setPercent },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          pick(null);
        },
        onError: (error) => {
          const message = errorMessage(error, t);
          setProblem((error instanceof ApiError && error.fieldError('avatar')) || message);
          notify('error', message);
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('profile.avatar.title')}
      </Title>
      <Stack align="center" gap="sm">
        {picked ? (
          <Avatar src={picked.preview} alt={t('profile.avatar.previewAlt')} size={PHOTO_SIZE} radius={999} />
        ) : (
          <UserAvatar user={user} size={PHOTO_SIZE} radius={999} />
        )}
        {picked ? (
          <Stack gap="xs" w="100%">
            <Text size="sm" ta="center" truncate="end" title={picked.file.name}>
              {picked.file.name}
            </Text>
            {upload.isPending && (
              <div>
                <Progress value={percent} size="sm" animated aria-label={t('profile.avatar.uploading')} />
                <Text size="xs" c="dimmed" ta="center" mt={2}>
                  {formatNumber(percent, language)}%
                </Text>
              </div>
            )}
            <Group justify="center" gap="sm">
              <Button variant="default" onClick={cancel} disabled={upload.isPending}>
                {t('common.cancel')}
              </Button>
              <Button onClick={send} loading={upload.isPending}>
                {t('profile.avatar.upload')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Dropzone
            onDropAny={choose}
            // Accepted and refused files are judged together, in avatarFileProblem.
            onDrop={() => undefined}
            accept={ACCEPT}
            multiple={false}
            radius="md"
            w="100%"
            p="sm"
            aria-describedby={hintId}
            inputProps={{ 'aria-label': t('profile.avatar.choose') }}
          >
            <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
              <Dropzone.Reject>
                <IconPhotoX size={28} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden="true" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhotoUp size={28} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              </Dropzone.Idle>
              <Dropzone.Accept>
                <IconPhotoUp size={28} stroke={1.5} color="var(--mantine-color-teal-6)" aria-hidden="true" />
              </Dropzone.Accept>
              <Text size="sm" fw={500} ta="center">
                {t('profile.avatar.drop')}
              </Text>
              <Text size="xs" c="dimmed" ta="center" id={hintId}>
                {t('profile.avatar.hint', { max: formatNumber(AVATAR_MAX_MB, language) })}
              </Text>
            </Stack>
          </Dropzone>
        )}
        {problem && (
          <Text size="sm" c="red" role="alert" ta="center">
            {problem}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
