import { useEffect, useId, useState, type ReactNode } from 'react';
import { ActionIcon, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhotoPlus, IconPhotoX, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { PROVIDER_FILE_MAX_BYTES } from '@nirog/contracts';
import { formatNumber } from '../../lib/digits';
import { useLanguageStore } from '../../stores/language';

/** The picture types every provider upload takes (spec 3 section 5: png, jpg, jpeg). */
export const PROVIDER_IMAGE_ACCEPT = ['image/png', 'image/jpeg'];
const MAX_MB = PROVIDER_FILE_MAX_BYTES / (1024 * 1024);

/**
 * Local addresses of the files picked here, for their previews: made when a file is picked, released when
 * another replaces it or the field goes away.
 */
function usePreview(value: File | null) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);
  const remember = (file: File) => setPreview({ file, url: URL.createObjectURL(file) });
  return [preview && preview.file === value ? preview.url : null, remember] as const;
}

export interface FileDropProps {
  label: ReactNode;
  /** The picked file (not yet uploaded), or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The server's first message for this field (or a local one). */
  error?: ReactNode;
  required?: boolean;
  /** The image already saved (a signed or public address), shown while nothing new is picked. */
  currentUrl?: string | null;
  /** Share of the upload sent, 0 to 100, while the form's upload runs; null otherwise. */
  progress?: number | null;
  disabled?: boolean;
  description?: ReactNode;
}

/**
 * One picture to upload, by drag and drop or by choosing (PNG or JPEG within the size limit): its preview with
 * a remove button, the upload's progress and the error under it. A wizard step and a dashboard Edit
 * section use it alike.
 */
export function FileDrop({
  label,
  value,
  onChange,
  error,
  required,
  currentUrl,
  progress = null,
  disabled,
  description,
}: FileDropProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [preview, remember] = usePreview(value);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = preview ?? currentUrl ?? null;
  const labelText = typeof label === 'string' ? label : '';

  const pick = (accepted: File[], rejected: FileRejection[]) => {
    const refused = rejected[0];
    if (refused) {
      const tooLarge = refused.errors.some((e) => e.code === 'file-too-large');
      setProblem(
        tooLarge
          ? t('providerForms.file.tooLarge', { name: refused.file.name, max: formatNumber(MAX_MB, language) })
          : t('providerForms.file.notImage', { name: refused.file.name }),
      );
      return;
    }
    setProblem(null);
    if (accepted[0]) {
      remember(accepted[0]);
      onChange(accepted[0]);
    }
  };

  const message = problem ?? error;
  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500} id={labelId}>
        {label}
        {required && (
          <Text span c="red" aria-hidden="true">
            {' *'}
          </Text>
        )}
      </Text>
      {shown || value ? (
        <Paper withBorder radius="md" p={6} pos="relative" maw={320}>
          {shown && (
            <Image
              src={shown}
              alt={t('providerForms.file.previewAlt', { label: labelText })}
              h={140}
              fit="contain"
              radius="sm"
            />
          )}
          {value && (
            <Text size="xs" c="dimmed" truncate="end" mt={4} title={value.name}>
              {value.name}
            </Text>
          )}
          {value && !disabled && (
            <ActionIcon
              pos="absolute"
              top={10}
              right={10}
              size="md"
              radius="xl"
              color="red"
              variant="filled"
              onClick={() => onChange(null)}
              aria-label={t('providerForms.file.remove', { label: labelText })}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          )}
        </Paper>
      ) : null}
      {!value && (
        <Dropzone
          onDropAny={pick}
          // Accepted and refused files are sorted out together, in `pick`.
          onDrop={() => undefined}
          accept={PROVIDER_IMAGE_ACCEPT}
          maxSize={PROVIDER_FILE_MAX_BYTES}
          multiple={false}
          disabled={disabled}
          radius="md"
          p="sm"
          aria-labelledby={labelId}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          inputProps={{ 'aria-label': t('providerForms.file.choose', { label: labelText }) }}
          style={message ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} stroke={1.5} color="var(--mantine-color-teal-6)" aria-hidden="true" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconPhotoX size={28} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden="true" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={28} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden="true" />
            </Dropzone.Idle>
            <Text ta="center" size="sm" fw={500}>
              {shown ? t('providerForms.file.replace') : t('providerForms.file.dropHere')}
            </Text>
            <Text ta="center" size="xs" c="dimmed" id={hintId}>
              {description ?? t('providerForms.file.hint', { size: formatNumber(MAX_MB, language) })}
            </Text>
          </Stack>
        </Dropzone>
      )}
      {progress !== null && value && (
        <div>
          <Progress
            value={progress}
            size="sm"
            animated={progress < 100}
            aria-label={t('providerForms.file.progress', { label: labelText })}
          />
          <Text size="xs" c="dimmed" mt={2}>
            {formatNumber(progress, language)}%
          </Text>
        </div>
      )}
      {message && (
        <Text size="sm" c="red" role="alert" id={errorId}>
          {message}
        </Text>
      )}
    </Stack>
  );
}
