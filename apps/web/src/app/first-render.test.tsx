import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api';

describe('loadPage', () => {
  // Importing the whole app afresh takes seconds on a busy machine.
  it(
    'makes the first render draw the page at once (a render before draws the page loader)',
    { timeout: 60_000 },
    async () => {
      stubApi({});
      // The app afresh: in the suite's shared module graph another file may have loaded the page's modules already.
      vi.resetModules();
      const { AppShell } = await import('./app');
      const { AppRoutes, loadPage } = await import('./router');
      const draw = () =>
        renderToString(
          <AppShell>
            <StaticRouter location="/faq">
              <AppRoutes />
            </StaticRouter>
          </AppShell>,
        );
      expect(draw()).toContain('role="status"');
      await loadPage('/faq');
      expect(draw()).toContain('<h1');
      expect(draw()).not.toContain('role="status"');
    },
  );
});
