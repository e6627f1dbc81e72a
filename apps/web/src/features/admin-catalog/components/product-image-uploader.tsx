import { useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { PRODUCT_IMAGES_MAX } from '@nirog/contracts';
import { formatNumber } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { useUploadAdminProductImage } from '../api/upload-admin-product-image';
import { FileProblems } from './file-problems';
import { IMAGE_ACCEPT, imageFileProblem } from './file-checks';
import { UploadQueueList } from './upload-queue-list';
import { useUploadQueue } from './use-upload-queue';

/** Picks one or more pictures, checks them here first, then uploads them one by one with progress. */
export function ProductImageUploader({ productId, count }: { productId: number; count: number }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const upload = useUploadAdminProductImage();
  const queue = useUploadQueue((file, onProgress) => upload.mutateAsync({ id: productId, file, onProgress }));
  const [problems, setProblems] = useState<string[]>([]);
  const room = PRODUCT_IMAGES_MAX - count;

  const pick = (files: File[]) => {
    const refused: string[] = [];
    const ok = files.filter((file) => {
      const problem = imageFileProblem(file, t);
      if (problem) refused.push(problem);
      return !problem;
    });
    if (ok.length > room) {
      refused.push(t('adminCatalog.images.tooMany', { max: formatNumber(PRODUCT_IMAGES_MAX, language) }));
      ok.splice(room);
    }
    setProblems(refused);
    if (ok.length) void queue.start(ok);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <FileButton
          onChange={pick}
          accept={IMAGE_ACCEPT}
          multiple
          disabled={room <= 0 || queue.busy}
          inputProps={{ 'aria-label': t('adminCatalog.images.choose') }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={room <= 0}
              loading={queue.busy}
            >
              {t('adminCatalog.images.add')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {room <= 0
            ? t('adminCatalog.images.full', { max: formatNumber(PRODUCT_IMAGES_MAX, language) })
            : t('adminCatalog.images.hint', { max: formatNumber(PRODUCT_IMAGES_MAX, language) })}
        </Text>
      </Group>
      <FileProblems problems={problems} />
      <UploadQueueList items={queue.items} />
    </Stack>
  );
}
