import { Container, Grid } from '@mantine/core';
import { Outlet } from 'react-router';
import { ProfileSidebar } from './profile-sidebar';

/** The profile area: sidebar beside the page (stacked on phones). */
export function ProfileLayout() {
  return (
    <Container size="xl" py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ProfileSidebar />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
