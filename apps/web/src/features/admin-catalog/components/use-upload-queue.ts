import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';

export interface QueuedUpload {
  key: string;
  name: string;
  percent: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

type Send = (file: File, onProgress: (percent: number) => void) => Promise<{ message: string }>;

/**
 * Sends files one after another, keeping each file's progress and outcome for the screen. The server's
 * message of the last file that went through is shown as a toast.
 */
export function useUploadQueue(send: Send) {
  const { t } = useTranslation();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const busy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  const patch = (key: string, change: Partial<QueuedUpload>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = async (files: File[]) => {
    const stamp = Date.now();
    const batch: QueuedUpload[] = files.map((file, i) => ({
      key: `${stamp}-${i}`,
      name: file.name,
      percent: 0,
      status: 'waiting',
    }));
    setItems(batch);
    let message: string | undefined;
    for (const [i, file] of files.entries()) {
      const { key } = batch[i];
      patch(key, { status: 'uploading' });
      try {
        const answer = await send(file, (percent) => patch(key, { percent }));
        patch(key, { status: 'done', percent: 100 });
        message = answer.message;
      } catch (error) {
        patch(key, { status: 'failed', error: errorMessage(error, t) });
      }
    }
    if (message) notify('success', message);
  };

  return { items, busy, start, clear: () => setItems([]) };
}
