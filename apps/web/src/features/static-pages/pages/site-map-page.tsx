import { Anchor, List, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { NavLink } from 'react-router';
import { SITE_MAP } from '../components/site-map-links';
import { StaticPage } from '../components/static-page';

/** Site map (/site-map): every page of the app, grouped. */
export function Component() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('static.siteMap.title')}
      size="lg"
      lead={
        <Text size="lg" lh={1.7}>
          {t('static.siteMap.intro')}
        </Text>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xl" verticalSpacing="xl">
        {SITE_MAP.map((group) => {
          const headingId = `site-map-${group.key}`;
          return (
            <nav key={group.key} aria-labelledby={headingId}>
              <Title id={headingId} order={2} fz="lg" mb="sm">
                {t(`static.siteMap.groups.${group.key}.title`)}
              </Title>
              <List spacing="xs" listStyleType="none" p={0}>
                {group.links.map((link) => (
                  <List.Item key={link.key}>
                    <Anchor component={NavLink} to={link.to} end>
                      {t(`static.siteMap.groups.${group.key}.links.${link.key}`)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </nav>
          );
        })}
      </SimpleGrid>
    </StaticPage>
  );
}
