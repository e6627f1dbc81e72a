import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** Everything around the router: the same in the browser and in a server render (entry-server.tsx). */
export function AppShell({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  return <AppProvider queryClient={queryClient}>{children}</AppProvider>;
}

/**
 * The app in the browser. BrowserRouter renders every navigation in a transition (React Router 7's default): the
 * old page stays on screen while the next page's chunk loads.
 */
export function App({
  queryClient,
}: {
  /** The cache, holding the data of a page rendered on the server (main.tsx). */
  queryClient?: QueryClient;
}) {
  return (
    <AppShell queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
