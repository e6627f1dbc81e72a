import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { UploadProgress } from './upload-progress';
import type { QueuedUpload } from './use-upload-queue';

/** Each file of an upload batch: its progress bar, then whether it went through. */
export function UploadQueueList({ items }: { items: QueuedUpload[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.key}>
          <UploadProgress name={item.name} percent={item.percent} />
          {item.status === 'failed' && (
            <Text size="sm" c="red" role="alert">
              {item.error}
            </Text>
          )}
          {item.status === 'done' && (
            <Text size="xs" c="teal">
              {t('adminCatalog.files.uploaded')}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
