import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n';

/** Card-shaped placeholders while a listing loads (5 on lists, 6 for popular doctors). */
export function CardSkeletons({ count, cols = { base: 1, sm: 2 } }: { count: number; cols?: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={cols} spacing="md" aria-busy="true" aria-label={t('common.loading')} role="status">
      {Array.from({ length: count }, (_, i) => (
        <Paper key={i} withBorder radius="lg" p="md" data-testid="card-placeholder">
          <Group wrap="nowrap" align="flex-start">
            <Skeleton circle height={72} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="70%" />
              <Skeleton height={12} width="50%" />
              <Skeleton height={12} width="85%" />
              <Skeleton height={28} width="40%" mt={6} />
            </Stack>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
