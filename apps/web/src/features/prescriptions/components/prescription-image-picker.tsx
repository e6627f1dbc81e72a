import { useState } from 'react';
import { ActionIcon, Alert, Image, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoPlus, IconPhotoX, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { PRESCRIPTION_IMAGE_ACCEPT, PRESCRIPTION_IMAGE_MAX_BYTES, PRESCRIPTION_IMAGES_MAX } from '@nirog/contracts';
import { formatNumber } from '../../../lib/digits';
import { useLanguageStore } from '../../../stores/language';
import { exceedsImageLimit, rejectionMessage, tooManyMessage } from './image-checks';
import type { PickedImage } from './use-picked-images';

const ACCEPT = [...PRESCRIPTION_IMAGE_ACCEPT];
const MAX_MB = PRESCRIPTION_IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * Drag and drop (or click) to pick prescription images: images only, each within the size limit, at most
 * PRESCRIPTION_IMAGES_MAX in all; thumbnails with a remove button and the server's error under each image.
 */
export function PrescriptionImagePicker({
  images,
  onAdd,
  onRemove,
  error,
  imageErrors,
  disabled,
}: {
  images: PickedImage[];
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
  /** A message about the images as a whole (none picked, the server's `images` error). */
  error?: string;
  /** The server's `images.N` errors, by position. */
  imageErrors: Record<number, string>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const [problems, setProblems] = useState<string[]>([]);
  const full = images.length >= PRESCRIPTION_IMAGES_MAX;

  const pick = (accepted: File[], rejected: FileRejection[]) => {
    const found = rejected.map((rejection) => rejectionMessage(rejection, t, language));
    if (exceedsImageLimit(images.length, accepted.length)) found.unshift(tooManyMessage(t, language));
    else if (accepted.length) onAdd(accepted);
    setProblems(found);
  };

  return (
    <Stack gap="xs">
      <Text component="span" size="sm" fw={500} id="prescription-images-label">
        {t('prescriptions.upload.images')}{' '}
        <Text span c="red" aria-hidden="true">
          *
        </Text>
      </Text>
      <Dropzone
        // Accepted and refused files are sorted out together, in one place.
        onDropAny={pick}
        onDrop={() => undefined}
        accept={ACCEPT}
        maxSize={PRESCRIPTION_IMAGE_MAX_BYTES}
        multiple
        disabled={disabled || full}
        radius="lg"
        aria-labelledby="prescription-images-label"
        aria-describedby="prescription-images-hint"
        inputProps={{ 'aria-label': t('prescriptions.upload.choose') }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Stack align="center" gap={6} py="md" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} color="var(--mantine-color-teal-6)" aria-hidden="true" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconPhotoX size={40} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden="true" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhotoPlus size={40} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden="true" />
          </Dropzone.Idle>
          <Text ta="center" fw={500}>
            {full
              ? t('prescriptions.upload.full', { max: formatNumber(PRESCRIPTION_IMAGES_MAX, language) })
              : t('prescriptions.upload.dropHere')}
          </Text>
          <Text ta="center" size="sm" c="dimmed" id="prescription-images-hint">
            {t('prescriptions.upload.hint', {
              max: formatNumber(PRESCRIPTION_IMAGES_MAX, language),
              size: formatNumber(MAX_MB, language),
            })}
          </Text>
        </Stack>
      </Dropzone>

      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {problems.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('prescriptions.upload.refused')}>
          <List size="sm" spacing={2}>
            {problems.map((problem, i) => (
              <List.Item key={i}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      {images.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 2, xs: 3, sm: 5 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('prescriptions.upload.picked')}
        >
          {images.map((image, index) => (
            <Paper component="li" key={image.key} withBorder radius="md" p={6} pos="relative">
              <Image
                src={image.preview}
                alt={t('prescriptions.upload.thumbnailAlt', { n: formatNumber(index + 1, language) })}
                h={96}
                fit="cover"
                radius="sm"
              />
              <ActionIcon
                pos="absolute"
                top={10}
                right={10}
                size="sm"
                radius="xl"
                color="red"
                variant="filled"
                disabled={disabled}
                onClick={() => onRemove(image.key)}
                aria-label={t('prescriptions.upload.remove', { name: image.file.name })}
              >
                <IconX size={14} aria-hidden="true" />
              </ActionIcon>
              <Text size="xs" c="dimmed" truncate="end" mt={4} title={image.file.name}>
                {image.file.name}
              </Text>
              {imageErrors[index] && (
                <Text size="xs" c="red" role="alert">
                  {imageErrors[index]}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
