import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';

/** A labelled value of the overview; "Not set" when empty. */
export function ProfileField({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ wordBreak: 'break-word' }}>
        {value || (
          <Text span c="dimmed">
            {t('common.notSet')}
          </Text>
        )}
      </Text>
    </div>
  );
}
