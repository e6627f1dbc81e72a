import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { Link } from 'react-router';
import { SERVICES } from '../components/service-list';
import { StaticPage } from '../components/static-page';

/** Our services (/services): one card per service, each a link to its page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('static.services.title')}
      size="lg"
      lead={
        <Text size="lg" lh={1.7}>
          {t('static.services.intro')}
        </Text>
      }
    >
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {SERVICES.map(({ key, to, icon: ServiceIcon, comingSoon }) => (
          <li key={key}>
            <Card component={Link} to={to} withBorder radius="md" padding="lg" h="100%">
              <Group justify="space-between" align="flex-start" mb="sm">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <ServiceIcon size={28} stroke={1.6} />
                </ThemeIcon>
                {comingSoon && (
                  <Badge variant="light" color="orange">
                    {t('static.common.comingSoon')}
                  </Badge>
                )}
              </Group>
              <Title order={2} fz="lg" lh={1.4} mb={4}>
                {t(`static.services.items.${key}.title`)}
              </Title>
              <Text size="sm" c="gray.7" lh={1.6}>
                {t(`static.services.items.${key}.description`)}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </StaticPage>
  );
}
