import type { ReactNode } from 'react';
import { Anchor, Box, List, Paper, Stack, Text, Title, rem } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { Language } from '@nirog/contracts';
import { formatLongDate } from '@nirog/contracts/constants';
import { useLanguageStore } from '../../../stores/language';
import { ContentLink } from './content-link';
import { StaticPage } from './static-page';
import { type ContentSection, translatedList } from './translated-content';

/** Texts under `static.<key>` with `title`, `intro[]` and `sections[]`. */
export type ArticleKey =
  'termsAndConditions' | 'termsOfUse' | 'privacyPolicy' | 'returnPolicy' | 'refundPolicy' | 'about';

/** Long texts get a list of their sections at the top. */
const CONTENTS_FROM = 6;
const BODY_LINE_HEIGHT = 1.7;

interface PolicyPageProps {
  contentKey: ArticleKey;
  /** ISO date-time of the text's last change, shown as "Last updated". */
  lastUpdated?: string;
  /** Rendered after the sections (for example a map). */
  children?: ReactNode;
}

/** One long text (policy, terms, about) from the translation files: title, date, introduction, sections. */
export function PolicyPage({ contentKey, lastUpdated, children }: PolicyPageProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const base = `static.${contentKey}`;
  const intro = translatedList<string>(t, `${base}.intro`);
  const sections = translatedList<ContentSection>(t, `${base}.sections`);
  const sectionId = (index: number) => `${contentKey}-${index + 1}`;

  const lead = (
    <>
      {lastUpdated && (
        <Text size="sm" c="gray.7">
          {t('static.common.lastUpdated')}{' '}
          <time dateTime={lastUpdated.slice(0, 10)}>{formatLongDate(lastUpdated, language)}</time>
        </Text>
      )}
      {intro.map((paragraph, i) => (
        <Text key={i} size="lg" lh={BODY_LINE_HEIGHT}>
          {paragraph}
        </Text>
      ))}
    </>
  );

  return (
    <StaticPage title={t(`${base}.title`)} lead={lead}>
      {sections.length >= CONTENTS_FROM && (
        <Paper component="nav" aria-label={t('static.common.onThisPage')} withBorder p="md" bg="gray.0">
          <Text fw={600} mb="xs" aria-hidden>
            {t('static.common.onThisPage')}
          </Text>
          <List type="ordered" spacing={6} size="sm" listStyleType={orderedListStyle(language)}>
            {sections.map((section, i) => (
              <List.Item key={i}>
                <Anchor href={`#${sectionId(i)}`} size="sm">
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
      {sections.map((section, i) => (
        <SectionBlock key={i} id={sectionId(i)} section={section} language={language} />
      ))}
      {children}
    </StaticPage>
  );
}

/** Numbered lists count in Bengali digits in bn. */
function orderedListStyle(language: Language) {
  return language === 'bn' ? 'bengali' : 'decimal';
}

function SectionBlock({ id, section, language }: { id: string; section: ContentSection; language: Language }) {
  return (
    <Box component="section" id={id} style={{ scrollMarginTop: rem(96) }}>
      <Title order={2} fz={{ base: rem(20), sm: rem(22) }} lh={1.4} mb="sm">
        {section.heading}
      </Title>
      <Stack gap="sm">
        {section.paragraphs?.map((paragraph, i) => (
          <Text key={i} lh={BODY_LINE_HEIGHT}>
            {paragraph}
          </Text>
        ))}
        {section.items && section.items.length > 0 && (
          <List spacing="xs" withPadding lh={BODY_LINE_HEIGHT}>
            {section.items.map((item, i) => (
              <List.Item key={i}>{item}</List.Item>
            ))}
          </List>
        )}
        {section.steps && section.steps.length > 0 && (
          <List
            type="ordered"
            spacing="xs"
            withPadding
            lh={BODY_LINE_HEIGHT}
            listStyleType={orderedListStyle(language)}
          >
            {section.steps.map((step, i) => (
              <List.Item key={i}>{step}</List.Item>
            ))}
          </List>
        )}
        {section.note && <Text lh={BODY_LINE_HEIGHT}>{section.note}</Text>}
        {section.link && (
          <div>
            <ContentLink link={section.link} />
          </div>
        )}
      </Stack>
    </Box>
  );
}
