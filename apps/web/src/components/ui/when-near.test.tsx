import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NEAR_MARGIN, WhenNear } from './when-near';

/** The IntersectionObserver instances created, with a way to report an element on screen or not. */
let observers: Array<{ options?: IntersectionObserverInit; report: (intersecting: boolean) => void }> = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({
          options,
          report: (isIntersecting) =>
            callback(
              this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
              this as unknown as IntersectionObserver,
            ),
        });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets = [];
      }
    },
  );
});

function Page() {
  return (
    <>
      <button type="button">Before</button>
      <WhenNear minHeight={500}>
        <a href="/deferred">Deferred link</a>
      </WhenNear>
      <button type="button">After</button>
    </>
  );
}

describe('WhenNear', () => {
  it('holds the place until the part comes near the screen, then renders it', () => {
    const { container } = renderWithProviders(<Page />);
    expect(screen.queryByRole('link', { name: 'Deferred link' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-when-near]')).toHaveStyle({ minHeight: '500px' });
    expect(observers[0].options?.rootMargin).toBe(NEAR_MARGIN);

    act(() => observers[0].report(false));
    expect(screen.queryByRole('link', { name: 'Deferred link' })).not.toBeInTheDocument();
    act(() => observers[0].report(true));
    expect(screen.getByRole('link', { name: 'Deferred link' })).toBeInTheDocument();
    expect(container.querySelector('[data-when-near]')).not.toBeInTheDocument();
  });

  it('renders at the first Tab, so the keyboard reaches the part instead of skipping it', async () => {
    renderWithProviders(<Page />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Deferred link' })).toHaveFocus();
  });

  it('renders at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithProviders(<Page />);
    expect(screen.getByRole('link', { name: 'Deferred link' })).toBeInTheDocument();
  });
});
