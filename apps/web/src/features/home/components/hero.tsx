import { Box, Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { HeroArt } from './hero-art';
import classes from './home.module.css';

/** What Nirog offers, with the two calls to action (shop and services). */
export function Hero() {
  const { t } = useTranslation();
  const points = [
    { icon: IconTruckDelivery, label: t('home.hero.points.delivery') },
    { icon: IconShieldCheck, label: t('home.hero.points.doctors') },
    { icon: IconCash, label: t('home.hero.points.cod') },
  ];
  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-hero-title">
      <Container size="xl" py={{ base: 32, sm: 56 }}>
        <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
          <Stack gap="md" maw={680}>
            <Text className={classes.eyebrow}>{t('home.hero.eyebrow')}</Text>
            <Title id="home-hero-title" order={1} className={classes.heroTitle}>
              {t('home.hero.title')}
            </Title>
            <Text size="lg" c="gray.7">
              {t('home.hero.text')}
            </Text>
            <Group gap="sm" mt="xs">
              <Button component={Link} to={paths.shop} size="md" radius="xl">
                {t('home.hero.shop')}
              </Button>
              <Button component={Link} to={paths.services} size="md" radius="xl" variant="white" color="teal">
                {t('home.hero.services')}
              </Button>
            </Group>
            <List spacing={6} mt="sm" center>
              {points.map(({ icon: Icon, label }) => (
                <List.Item
                  key={label}
                  icon={
                    <ThemeIcon size={24} radius="xl" variant="light">
                      <Icon size={14} aria-hidden="true" />
                    </ThemeIcon>
                  }
                >
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
          <Box visibleFrom="md" w={400} maw="40%" style={{ flexShrink: 0 }}>
            <HeroArt />
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
