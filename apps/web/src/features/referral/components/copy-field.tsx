import { Button, CopyButton, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';

interface CopyFieldProps {
  label: string;
  value: string;
  /** The button's label before copying ("Copy code"); it reads "Copied" for two seconds after. */
  copyLabel: string;
  /** Codes are shown large; links small and wrapping. */
  variant: 'code' | 'link';
}

/** A labelled value (the referral code or link) with a button that copies it to the clipboard. */
export function CopyField({ label, value, copyLabel, variant }: CopyFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed" fw={600} mb={6}>
        {label}
      </Text>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text
          ff="monospace"
          fw={variant === 'code' ? 700 : 500}
          fz={variant === 'code' ? 'xl' : 'sm'}
          c={variant === 'code' ? 'teal.8' : undefined}
          dir="ltr"
          style={{ wordBreak: 'break-all', flex: '1 1 12rem', minWidth: 0 }}
        >
          {value}
        </Text>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="sm"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
              }
              onClick={copy}
            >
              {copied ? t('common.copied') : copyLabel}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
