import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';

/** Error state of a list or page, with a retry (a 403 says the section is not allowed). */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <Alert color={forbidden ? 'yellow' : 'red'} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Group justify="space-between" gap="sm">
        <span>{forbidden ? t('common.forbidden') : errorMessage(error, t)}</span>
        {!forbidden && (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
