import { act, type RefObject, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useValueEnteredBeforeHydration } from './entered-before-hydration';

/** A controlled search box, as the shop's, and the value its state holds. */
function Fields({
  box,
  search,
  setSearch,
}: {
  box?: RefObject<HTMLInputElement | null>;
  search: string;
  setSearch: (text: string) => void;
}) {
  return (
    <>
      <input ref={box} aria-label="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <output>{search}</output>
    </>
  );
}

function Following() {
  const [search, setSearch] = useState('');
  const box = useRef<HTMLInputElement>(null);
  useValueEnteredBeforeHydration(box, search, setSearch);
  return <Fields box={box} search={search} setSearch={setSearch} />;
}

function Plain() {
  const [search, setSearch] = useState('');
  return <Fields search={search} setSearch={setSearch} />;
}

let container: HTMLDivElement;
afterEach(() => container.remove());

/** The page as the server sent it, typed in before its scripts ran, then hydrated. */
async function typeThenHydrate(follow: boolean, typed: string) {
  container = document.createElement('div');
  const Box = follow ? Following : Plain;
  container.innerHTML = renderToString(<Box />);
  document.body.append(container);
  container.querySelector('input')!.value = typed;
  await act(async () => {
    hydrateRoot(container, <Box />);
  });
  return container.querySelector('output')!.textContent;
}

describe('text typed before a rendered page is hydrated', () => {
  it('becomes the field value once hydrated', async () => {
    expect(await typeThenHydrate(true, 'napa')).toBe('napa');
  });

  it('is lost without it (what the shop search box did)', async () => {
    expect(await typeThenHydrate(false, 'napa')).toBe('');
  });

  it('changes nothing when nothing was typed', async () => {
    expect(await typeThenHydrate(true, '')).toBe('');
  });
});
