import { Box, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { ProviderKind } from '@nirog/contracts';
import { formatNumber } from '../../../lib/digits';
import { useLanguageStore } from '../../../stores/language';
import { STEP_TITLES } from './join-steps';
import classes from './join-wizard.module.css';

/** The wizard's steps as a numbered list: done ones ticked, the current one marked (`aria-current`). */
export function JoinStepper({ kind, step }: { kind: ProviderKind; step: number }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const titles = STEP_TITLES[kind];
  return (
    <Box component="ol" className={classes.stepper} aria-label={t('providerJoin.steps')}>
      {titles.map((key, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'next';
        return (
          <li
            key={key}
            className={classes.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <Group gap={8} wrap="nowrap" align="center">
              <span className={classes.circle} aria-hidden="true">
                {state === 'done' ? <IconCheck size={16} /> : formatNumber(n, language)}
              </span>
              <Text size="sm" fw={state === 'current' ? 700 : 500} className={classes.stepLabel}>
                <span className={classes.srOnly}>
                  {t('providerJoin.stepOf', {
                    n: formatNumber(n, language),
                    total: formatNumber(titles.length, language),
                  })}
                  {state === 'done' ? ` (${t('providerJoin.stepDone')})` : ''}:{' '}
                </span>
                {t(`providerJoin.stepTitles.${key}`)}
              </Text>
            </Group>
          </li>
        );
      })}
    </Box>
  );
}
