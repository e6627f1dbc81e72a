import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { releaseHeldModals } from './held-modals';
import { theme } from './theme';
import toastClasses from './toasts.module.css';

// Toasts and modals load just after the first paint, to keep the first page small (the modals manager brings
// Mantine's Modal, ScrollArea and floating-ui: about 34 kB gzip). `notify()` calls made before the container
// arrives are kept and shown; so are modals: they are opened with the event API (`modals.openConfirmModal`,
// `openModal` from '@mantine/modals'), and requests made before the manager listens are held and replayed
// (held-modals.ts). The `useModals()` hook is not available (no provider around the tree).
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));
/**
 * Toasts: at the top right on wide screens; on phones at the bottom, above the site's bottom bar, where they cover
 * neither the header (menu, cart, login), the bottom bar, nor each other for long (at most 3 at once; notify()
 * shows a repeated toast once).
 */
function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Notifications
      className={toastClasses.toasts}
      position={phone ? 'bottom-center' : 'top-right'}
      limit={3}
      autoClose={3000}
    />
  );
}
const ModalsHost = lazy(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  return {
    default: function ModalsHost() {
      // A passive effect runs after the manager's layout effect has added its listeners.
      useEffect(releaseHeldModals, []);
      return <ModalsProvider />;
    },
  };
});

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Retry network trouble, never a client error.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** Mantine, TanStack Query, modals and 3000 ms toasts for the whole app (and for tests). */
export function AppProvider({
  children,
  queryClient,
  env = 'default',
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals (for Testing Library). */
  env?: 'default' | 'test';
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} env={env}>
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <Toasts />
          <ModalsHost />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
