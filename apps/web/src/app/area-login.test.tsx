import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('an area’s page opened by a guest (a doctor following “Join as a doctor”)', () => {
  // Importing the whole app afresh takes seconds on a busy machine.
  it(
    'goes to the login without loading the area’s route table, which a logged-in user gets',
    { timeout: 60_000 },
    async () => {
      // The app afresh, its route tables watched: in the suite's shared module graph another file may have loaded them.
      vi.resetModules();
      localStorage.clear();
      let areaTableLoaded = false;
      vi.doMock('./area-routes', async (importOriginal) => {
        areaTableLoaded = true;
        return importOriginal();
      });
      const { logIn, stubApi } = await import('../../test/api');
      const { renderAppRoutes } = await import('../../test/render-app');
      const { appRoutes, firstPagePath } = await import('./router');
      stubApi({});

      // main.tsx loads the login page's modules for the first render, not the area's.
      expect(firstPagePath('/join/doctor/step-1', false)).toBe('/login');
      expect(firstPagePath('/sp/nurse/appointments', false)).toBe('/login');
      expect(firstPagePath('/admin/orders/12', false)).toBe('/login');
      expect(firstPagePath('/join/doctor/step-9', false)).toBe('/join/doctor/step-9');
      expect(firstPagePath('/shop', false)).toBe('/shop');
      expect(firstPagePath('/join/doctor/step-1', true)).toBe('/join/doctor/step-1');

      const guest = await renderAppRoutes(appRoutes, '/join/doctor/step-1', { elements: true });
      await waitFor(() => expect(guest.router.location.pathname).toBe('/login'));
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(areaTableLoaded).toBe(false);
      cleanup();

      logIn();
      const member = await renderAppRoutes(appRoutes, '/join/doctor/step-1', { elements: true });
      await waitFor(() => expect(areaTableLoaded).toBe(true));
      expect(member.router.location.pathname).toBe('/join/doctor/step-1');
      vi.doUnmock('./area-routes');
    },
  );
});
