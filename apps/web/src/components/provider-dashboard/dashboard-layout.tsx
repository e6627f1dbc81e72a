import { Container, Grid } from '@mantine/core';
import { Outlet } from 'react-router';
import { DashboardSidebar, type DashboardLink } from './dashboard-sidebar';

/** A provider area: the sidebar beside the page (above it on phones). */
export function DashboardLayout({ links }: { links: DashboardLink[] }) {
  return (
    <Container size="xl" py="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <DashboardSidebar links={links} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
