import { Accordion, Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { Link } from 'react-router';
import { StaticPage } from '../components/static-page';
import { translatedList } from '../components/translated-content';

interface FaqItem {
  question: string;
  answer: string;
}

/** Frequently asked questions (/faq) as an accordion; each question is a heading. */
export function Component() {
  const { t } = useTranslation();
  const items = translatedList<FaqItem>(t, 'static.faq.items');
  return (
    <StaticPage
      title={t('static.faq.title')}
      lead={
        <Text size="lg" lh={1.7}>
          {t('static.faq.intro')}
        </Text>
      }
    >
      <Accordion variant="separated" order={2} radius="md">
        {items.map((item, i) => (
          <Accordion.Item key={i} value={`faq-${i + 1}`}>
            <Accordion.Control>
              <Text fw={600} lh={1.5}>
                {item.question}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text lh={1.7}>{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Text fw={600}>{t('static.faq.moreHelp')}</Text>
          <Anchor component={Link} to="/contact" fw={600}>
            {t('static.faq.contactLink')}
          </Anchor>
        </Stack>
      </Paper>
    </StaticPage>
  );
}
