import { useState } from 'react';
import { Button, FileButton, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { FileProblems } from './file-problems';
import { IMAGE_ACCEPT, imageFileProblem } from './file-checks';
import { UploadQueueList } from './upload-queue-list';
import { useUploadQueue } from './use-upload-queue';

/** Picks one picture, checks its type and size here, then uploads it with a progress bar. */
export function ImageFileButton({
  label,
  send,
}: {
  label: string;
  send: (file: File, onProgress: (percent: number) => void) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation();
  const queue = useUploadQueue(send);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (file: File | null) => {
    if (!file) return;
    const found = imageFileProblem(file, t);
    setProblem(found);
    if (!found) void queue.start([file]);
  };

  return (
    <Stack gap="xs">
      <FileButton onChange={pick} accept={IMAGE_ACCEPT} disabled={queue.busy} inputProps={{ 'aria-label': label }}>
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={queue.busy}>
            {label}
          </Button>
        )}
      </FileButton>
      <FileProblems problems={problem ? [problem] : []} />
      <UploadQueueList items={queue.items} />
    </Stack>
  );
}
