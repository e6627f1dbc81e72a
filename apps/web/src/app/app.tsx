import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { BookingToolsProvider } from '../components/booking-tools';
import { BOOKING_TOOLS } from './booking-tools';
import { AppProvider } from './provider';

/** Everything around the router: the same in the browser and in a server render (entry-server.tsx). */
export function AppShell({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  return (
    <AppProvider queryClient={queryClient}>
      <BookingToolsProvider value={BOOKING_TOOLS}>{children}</BookingToolsProvider>
    </AppProvider>
  );
}

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  /** The cache, holding the data of a page rendered on the server (main.tsx). */
  queryClient?: QueryClient;
}) {
  return (
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
