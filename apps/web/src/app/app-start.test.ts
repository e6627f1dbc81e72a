import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** public/app-start.js, run as the browser runs it: from a script element carrying the entry and its preloads. */
const SOURCE = readFileSync(path.resolve(__dirname, '../../public/app-start.js'), 'utf8');

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;
let paintCallbacks: PaintCallback[] = [];

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  constructor(private callback: PaintCallback) {}
  observe() {
    paintCallbacks.push(this.callback);
  }
  disconnect() {
    paintCallbacks = paintCallbacks.filter((c) => c !== this.callback);
  }
}

/** The browser reporting a paint (`first-paint` or `first-contentful-paint`) to the observers. */
function reportPaint(name: string) {
  for (const callback of paintCallbacks) {
    callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect: () => undefined });
  }
}

function runAppStart() {
  const me = document.createElement('script');
  me.dataset.entry = '/assets/index.js';
  me.dataset.preload = '/assets/vendor.js /assets/language.js';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(me);
  new Function(SOURCE)();
}

const moduleScripts = () => document.head.querySelectorAll('script[type="module"]');
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('app-start.js: the app starts after a rendered page is on the screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    paintCallbacks = [];
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  });
  afterEach(() => {
    for (const node of document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]'))
      node.remove();
    vi.restoreAllMocks();
  });

  it('requests no script before the first contentful paint is reported, then the entry and its preloads', async () => {
    runAppStart();
    // A frame and a task later (what it waited for before): the paint may not be on the screen yet.
    await vi.advanceTimersByTimeAsync(500);
    reportPaint('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(moduleScripts()).toHaveLength(0);
    reportPaint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect([...moduleScripts()].map((s) => s.getAttribute('src'))).toEqual(['/assets/index.js']);
    expect(preloads()).toEqual(['/assets/vendor.js', '/assets/language.js']);
    // Once only, whatever is reported or fires later.
    reportPaint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(5000);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('starts after 3 s when no paint is reported', async () => {
    runAppStart();
    await vi.advanceTimersByTimeAsync(2900);
    expect(moduleScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('starts at once in a hidden tab, which draws nothing until shown', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runAppStart();
    expect(moduleScripts()).toHaveLength(1);
  });

  it('starts after a frame in a browser without paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runAppStart();
    expect(moduleScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(moduleScripts()).toHaveLength(1);
  });
});
