import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconAmbulance,
  IconFileUpload,
  IconHeartbeat,
  IconMicroscope,
  IconNurse,
  IconPill,
  IconStethoscope,
  IconUserHeart,
  IconVideo,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../lib/paths';
import classes from './home.module.css';

interface Tile {
  key: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
}

const TILES: Tile[] = [
  { key: 'medicine', to: paths.shop, icon: IconPill, color: 'teal' },
  { key: 'prescription', to: paths.profile.uploadPrescription, icon: IconFileUpload, color: 'blue' },
  { key: 'bdDoctors', to: paths.bdDoctors, icon: IconStethoscope, color: 'green' },
  { key: 'inDoctors', to: paths.inDoctors, icon: IconUserHeart, color: 'orange' },
  { key: 'video', to: paths.videoConsultation, icon: IconVideo, color: 'violet' },
  { key: 'nurse', to: paths.nurse, icon: IconNurse, color: 'pink' },
  { key: 'ambulance', to: paths.ambulance, icon: IconAmbulance, color: 'red' },
  { key: 'lab', to: paths.diagnosticService, icon: IconMicroscope, color: 'cyan' },
  { key: 'surgery', to: paths.operationSurgery, icon: IconHeartbeat, color: 'grape' },
];

/** The grid of services, each a link to its page. */
export function ServiceTiles() {
  const { t } = useTranslation();
  return (
    <Container component="section" size="xl" py={{ base: 'xl', sm: 48 }} aria-labelledby="home-services-title">
      <Stack gap={4} mb="lg">
        <Title id="home-services-title" order={2}>
          {t('home.services.title')}
        </Title>
        <Text c="dimmed">{t('home.services.subtitle')}</Text>
      </Stack>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 5 }}
        spacing={{ base: 'sm', sm: 'md' }}
        component="ul"
        className={classes.tiles}
      >
        {TILES.map(({ key, to, icon: Icon, color }) => (
          <li key={key}>
            <UnstyledButton component={Link} to={to} className={classes.tile}>
              <ThemeIcon size={52} radius="lg" variant="light" color={color}>
                <Icon size={28} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600} mt="sm" ta="center" lh={1.3}>
                {t(`home.services.${key}`)}
              </Text>
              <Text size="xs" c="dimmed" ta="center" mt={4}>
                {t(`home.services.${key}Text`)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
