import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api';
import { renderAppRoutes } from '../../test/render-app';
import { createRoutes } from './routes';
import { KEEP_SCROLL } from '../lib/scroll-restoration';

const routes = () =>
  createRoutes({
    publicRoutes: [
      { path: 'a', element: <h1>Page A</h1> },
      { path: 'b', element: <h1>Page B</h1> },
    ],
  });

/** jsdom does not scroll: the window's position is this test's, moved by scrollTo or by "the reader". */
let y = 0;
const scrollTo = vi.fn((_x: number, top: number) => {
  y = top;
});
const scrollYProperty = Object.getOwnPropertyDescriptor(window, 'scrollY');

function readerScrollsTo(top: number) {
  y = top;
  fireEvent.scroll(window);
}

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
});

afterEach(() => {
  if (scrollYProperty) Object.defineProperty(window, 'scrollY', scrollYProperty);
});

describe('scroll restoration', () => {
  it('opens a new page at the top and restores each history entry’s position on back and forward', async () => {
    stubApi({});
    const { router } = await renderAppRoutes(routes(), '/a');
    await screen.findByRole('heading', { name: 'Page A' });
    readerScrollsTo(600);

    await act(() => router.navigate('/b'));
    await screen.findByRole('heading', { name: 'Page B' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    readerScrollsTo(300);

    await act(async () => {
      await router.navigate(-1);
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await screen.findByRole('heading', { name: 'Page A' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600);

    await act(async () => {
      await router.navigate(1);
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await screen.findByRole('heading', { name: 'Page B' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('keeps the position for a navigation made with KEEP_SCROLL (a filter change)', async () => {
    stubApi({});
    const { router } = await renderAppRoutes(routes(), '/b');
    await screen.findByRole('heading', { name: 'Page B' });
    readerScrollsTo(800);
    scrollTo.mockClear();
    await act(() => router.navigate('/b?sort=price', { state: KEEP_SCROLL }));
    expect(router.location.search).toBe('?sort=price');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/b?sort=name'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('puts a reloaded page back where it was, and leaves a first page where the browser has it', async () => {
    stubApi({});
    sessionStorage.setItem('nirog-scroll-positions', JSON.stringify({ '/a': 450 }));
    const first = await renderAppRoutes(routes(), '/a');
    await screen.findByRole('heading', { name: 'Page A' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 450);
    first.unmount();

    scrollTo.mockClear();
    await renderAppRoutes(routes(), '/b');
    await screen.findByRole('heading', { name: 'Page B' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
