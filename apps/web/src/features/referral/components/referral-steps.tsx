import { List, Paper, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { useLanguageStore } from '../../../stores/language';

/** The instruction text as lines: split by newline, trimmed, blank lines skipped. */
function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "How it works": the staff-written instruction text as a numbered list (Bengali numerals in bn). */
export function ReferralSteps({ text }: { text: string }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const headingId = useId();
  const lines = linesOf(text);
  if (lines.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="sm" id={headingId}>
        {t('referral.howItWorks')}
      </Title>
      <List type="ordered" spacing="xs" listStyleType={language === 'bn' ? 'bengali' : 'decimal'} withPadding>
        {lines.map((line, i) => (
          <List.Item key={i}>{line}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
