import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';

export interface FactItem {
  label: string;
  /** Empty values show a dash, so every label keeps its place. */
  value: ReactNode;
}

/**
 * Labelled facts as a description list (label above value), in one column on phones and `cols` on
 * wider screens: a profile section's read-only view, an application's details.
 */
export function FactList({ facts, cols = 2 }: { facts: FactItem[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="xs" m={0}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {fact.value === null || fact.value === undefined || fact.value === '' ? '–' : fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
