import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_SEARCH_DEBOUNCE_MS } from './listing-constants';
import { ListingSearch } from './listing-search';

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.useRealTimers();
});

/** The listing's search box as the server sent it, `typed` in before its scripts ran, then hydrated: what it searched. */
async function typeThenHydrate(typed: string, value?: string) {
  const onSearch = vi.fn();
  const ui = () => (
    <MantineProvider>
      <ListingSearch label="Search doctors" value={value} onSearch={onSearch} />
    </MantineProvider>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(ui());
  document.body.append(container);
  container.querySelector('input')!.value = typed;
  await act(async () => {
    root = hydrateRoot(container, ui());
  });
  await act(async () => {
    vi.advanceTimersByTime(LISTING_SEARCH_DEBOUNCE_MS + 10);
  });
  return { onSearch, shown: container.querySelector('input')!.value };
}

describe('a listing search typed before the page rendered on the server is hydrated', () => {
  it('searches for it once hydrated (trimmed), keeping it in the box', async () => {
    const { onSearch, shown } = await typeThenHydrate('ayesha ');
    expect(onSearch).toHaveBeenCalledWith('ayesha');
    expect(shown).toBe('ayesha ');
  });

  it('searches nothing when nothing was typed, or the box holds the term in effect', async () => {
    expect((await typeThenHydrate('')).onSearch).not.toHaveBeenCalled();
    container.remove();
    act(() => root?.unmount());
    root = undefined;
    expect((await typeThenHydrate('cardiology', 'cardiology')).onSearch).not.toHaveBeenCalled();
  });
});
