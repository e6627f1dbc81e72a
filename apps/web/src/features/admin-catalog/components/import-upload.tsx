import { useState } from 'react';
import { Button, Card, FileInput, Group, Stack, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUploadCatalogImport } from '../api/upload-catalog-import';
import { csvFileProblem } from './file-checks';
import { UploadProgress } from './upload-progress';

/** Picks a CSV, checks it here, uploads it with progress and hands over the queued import's id. */
export function ImportUpload({ onQueued }: { onQueued: (id: number) => void }) {
  const { t } = useTranslation();
  const upload = useUploadCatalogImport();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const choose = (next: File | null) => {
    setFile(next);
    setPercent(null);
    setProblem(next ? csvFileProblem(next, t) : null);
  };

  const send = () => {
    if (!file || problem) return;
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          setFile(null);
          setPercent(null);
          onQueued(answer.data.id);
        },
        onError: (error) => {
          setPercent(null);
          setProblem((error instanceof ApiError && error.fieldError('file')) || errorMessage(error, t));
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="import-upload-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="import-upload-title">
          {t('adminCatalog.imports.upload.title')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={t('adminCatalog.imports.upload.file')}
            description={t('adminCatalog.imports.upload.hint')}
            accept=".csv,text/csv"
            value={file}
            onChange={choose}
            error={problem}
            clearable
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            style={{ flex: '1 1 260px' }}
          />
          <Button
            onClick={send}
            disabled={!file || Boolean(problem)}
            loading={upload.isPending}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            {t('adminCatalog.imports.upload.submit')}
          </Button>
        </Group>
        {percent !== null && file && <UploadProgress name={file.name} percent={percent} />}
      </Stack>
    </Card>
  );
}
