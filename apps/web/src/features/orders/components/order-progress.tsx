import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { ORDER_STAGES } from '@nirog/contracts/constants';
import { formatNumber } from '../../../lib/digits';
import { useLanguageStore } from '../../../stores/language';

/** The stage an order is at: one of the 5 stages; an unknown value counts as Pending (spec 1 section 4). */
export function stageIndex(status: string): number {
  return Math.max(0, (ORDER_STAGES as readonly string[]).indexOf(status));
}

/**
 * The 5-stage progress (Pending, Processing, Shipped, Delivered, Completed) as an ordered list whose current
 * stage is marked `aria-current="step"`. A cancelled order says so instead.
 */
export function OrderProgress({ status }: { status: string }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  if (status === 'Cancelled') {
    return (
      <Group gap="xs" role="status">
        <ThemeIcon color="red" radius="xl" size="sm">
          <IconX size={14} aria-hidden="true" />
        </ThemeIcon>
        <Text c="red" fw={600} size="sm">
          {t('orders.cancelled')}
        </Text>
      </Group>
    );
  }
  const current = stageIndex(status);
  return (
    <Box
      component="ol"
      aria-label={t('orders.progress')}
      p={0}
      my={0}
      // On a phone the steps take some of the card's padding too.
      mx={{ base: -8, xs: 0 }}
      // Five equal columns whatever the labels; a label wraps only between words, and one word wider than its
      // column ("Completed" on a phone) overflows it evenly into the neighbours' spare room, centred.
      style={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: `repeat(${ORDER_STAGES.length}, minmax(0, 1fr))`,
      }}
    >
      {ORDER_STAGES.map((stage, i) => {
        const done = i < current;
        const here = i === current;
        const reached = i <= current;
        return (
          <li
            key={stage}
            aria-current={here ? 'step' : undefined}
            style={{ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            {i > 0 && (
              <span
                aria-hidden="true"
                style={{
                  position: 'absolute',
                  // From the previous circle's edge to this one's (24 px circles, 4 px apart), never through
                  // the step numbers.
                  top: 11,
                  right: 'calc(50% + 16px)',
                  width: 'calc(100% - 32px)',
                  height: 2,
                  background: reached ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)',
                }}
              />
            )}
            <ThemeIcon
              radius="xl"
              size={24}
              color={reached ? 'teal' : 'gray.3'}
              variant={here ? 'outline' : 'filled'}
              style={{ position: 'relative', background: here ? 'var(--mantine-color-body)' : undefined }}
            >
              {done ? (
                <IconCheck size={14} aria-hidden="true" />
              ) : (
                <Text span size="xs" fw={700} c={here ? 'teal.7' : 'gray.6'} aria-hidden="true">
                  {formatNumber(i + 1, language)}
                </Text>
              )}
            </ThemeIcon>
            <Text
              fz={{ base: 10, xs: 'xs' }}
              mt={4}
              ta="center"
              fw={here ? 700 : 400}
              c={reached ? undefined : 'dimmed'}
              style={{ lineHeight: 1.2 }}
            >
              {t(`orders.stage.${stage}`)}
            </Text>
          </li>
        );
      })}
    </Box>
  );
}
