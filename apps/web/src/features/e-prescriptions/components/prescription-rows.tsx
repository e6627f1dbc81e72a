import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

export interface PrescriptionRowsProps {
  title: string;
  count: number;
  /** The row's name, numbered from 1 (legend of its fieldset). */
  rowLabel: (n: number) => string;
  addLabel: string;
  removeLabel: (n: number) => string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderRow: (index: number) => ReactNode;
  /** The list's own error (`items` when no medicine is given). */
  error?: ReactNode;
}

/**
 * The prescription's rows (spec 3 section 5): one row always remains (its delete is hidden) and the add
 * button sits on the last row only.
 */
export function PrescriptionRows(props: PrescriptionRowsProps) {
  const { count, rowLabel, addLabel, removeLabel, onAdd, onRemove, renderRow, error } = props;
  return (
    <Stack gap="xs">
      <Text fw={700} size="md" component="h3" m={0}>
        {props.title}
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {Array.from({ length: count }, (_, index) => {
        const n = index + 1;
        const last = index === count - 1;
        return (
          <Paper key={index} withBorder radius="md" p="sm" component="fieldset" m={0} aria-label={rowLabel(n)}>
            <Group justify="space-between" mb={6} wrap="nowrap">
              <Text fw={600} size="sm" component="legend" p={0} style={{ float: 'left' }}>
                {rowLabel(n)}
              </Text>
              <Group gap={6} wrap="nowrap">
                {count > 1 && (
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    onClick={() => onRemove(index)}
                    aria-label={removeLabel(n)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                )}
                {last && (
                  <Button
                    variant="light"
                    size="xs"
                    h={34}
                    leftSection={<IconPlus size={16} aria-hidden="true" />}
                    onClick={onAdd}
                  >
                    {addLabel}
                  </Button>
                )}
              </Group>
            </Group>
            <div style={{ clear: 'both' }}>{renderRow(index)}</div>
          </Paper>
        );
      })}
    </Stack>
  );
}
