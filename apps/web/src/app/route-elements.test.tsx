import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api';
import { renderAppRoutes } from '../../test/render-app';
import { createRoutes } from './routes';

function Boom(): never {
  throw new Error('boom');
}

/** A page module that arrives when the test says so. */
function slowPage() {
  let arrive = () => {};
  const module = new Promise<{ Component: () => React.ReactNode }>((resolve) => {
    arrive = () => resolve({ Component: () => <h1>Slow page</h1> });
  });
  return { load: () => module, arrive };
}

describe('lazy pages', () => {
  it('show the page loader on a first load only: a navigation keeps the old page on screen until the next one’s chunk is here', async () => {
    stubApi({});
    const first = slowPage();
    const next = slowPage();
    const { router } = await renderAppRoutes(
      createRoutes({
        publicRoutes: [
          { path: 'first', lazy: first.load },
          { path: 'next', lazy: next.load },
        ],
      }),
      '/first',
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => first.arrive());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();

    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await act(() => router.navigate('/next'));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => next.arrive());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('route errors', () => {
  it('show RouteError with a retry in the site layout, until the next navigation', async () => {
    stubApi({});
    const { router } = await renderAppRoutes(
      createRoutes({ publicRoutes: [{ path: 'boom', lazy: async () => ({ Component: Boom }) }] }),
      '/boom',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong while showing this page. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument(); // the header stays

    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offer a reload when a page’s chunk cannot be downloaded (a new version was deployed)', async () => {
    stubApi({});
    const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/gone.js'));
    await renderAppRoutes(createRoutes({ publicRoutes: [{ path: 'gone', lazy: gone }] }), '/gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A newer version of Nirog is available. Reload the page to continue.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/'));
  });
});
