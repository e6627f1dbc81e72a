import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider, createQueryClient } from '../src/app/provider';

/** Renders routes inside the real providers (Mantine in test mode: no transitions or portals), starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient };
}

/** Renders one element at `/` inside the real providers. */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
