import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';

/** A labelled progress bar of one upload: the file name and the share sent. */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate>
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          {formatNumber(percent, language)}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="sm"
        aria-label={t('adminCatalog.files.progress', { name })}
        animated={percent < 100}
      />
    </div>
  );
}
