import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { addTranslations, i18n } from '../src/i18n';
import { loadNotifications } from '../src/lib/notify';
import { useCartStore } from '../src/stores/cart';
import { useLanguageStore } from '../src/stores/language';
import { useSessionStore } from '../src/stores/session';
import { useWishlistStore } from '../src/stores/wishlist';
import { TRANSLATION_FILES } from './translations';

// Logged-in pages open the realtime socket: every test gets the stand-in (test/fake-socket.ts), never a real one.
vi.mock('socket.io-client', () => import('./fake-socket'));

// Every translation part in both languages from the start, so pages render (and switch language) at once.
for (const { language, part, messages } of TRANSLATION_FILES) addTranslations(language, part, messages);

// The app loads the toasts' code after its first paint; tests have it from the start, so a toast shows at once.
await loadNotifications();

// Lazy route modules are compiled on first use, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20000 });

// Stores live for the whole worker (files share one module graph, `isolate: false`): start every test
// logged out, in English, with an empty cart, at the root URL, whatever the previous test or file left behind.
async function resetSharedState() {
  useSessionStore.setState({ token: null, user: null });
  useCartStore.setState({ items: [] });
  useWishlistStore.setState({ items: [] });
  useLanguageStore.setState({ language: 'en' });
  i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  notifications.clean();
}

beforeEach(resetSharedState);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await resetSharedState();
});

// jsdom lacks these; Mantine needs them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => {};
// Mantine's comboboxes scroll the selected option into view.
Element.prototype.scrollIntoView = () => {};
