import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
// Mantine's global styles; each component's own come with its code (build/mantine-styles.ts), in its chunk.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/fonts.css';
import './app/fields.css';
import { App } from './app/app';
import { followBengaliSemibold, loadBengaliSemibold } from './app/bengali-font';
import { readPageState } from './app/page-document';
import { createQueryClient } from './app/provider';
import { firstPagePath, loadPage } from './app/router';
import { i18nReady } from './i18n';
import { useLanguageStore } from './stores/language';
import { selectIsLoggedIn, useSessionStore } from './stores/session';

/** How long a Bengali first paint waits for the Bengali font before drawing with a fallback. */
const BENGALI_FONT_WAIT_MS = 2000;

/**
 * The Bengali font's two weights (fonts.css's regular, bengali-font.ts's semibold), fetched with the Bengali
 * translations: drawn first with a fallback font and swapped when they arrived, Bengali text changed size and moved
 * the page (layout shift 0.05 on /login). A slow network gets the fallback after BENGALI_FONT_WAIT_MS, then the swap.
 */
function bengaliFontReady(): Promise<unknown> {
  if (useLanguageStore.getState().language !== 'bn' || !document.fonts) return Promise.resolve();
  const faces = [document.fonts.load('400 1em "Noto Sans Bengali"', 'অ'), loadBengaliSemibold()];
  return Promise.race([
    Promise.all(faces).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, BENGALI_FONT_WAIT_MS)),
  ]);
}

// The Bengali semibold, for a Bengali reader (now, or after switching): on a page rendered on the server this runs
// after its first paint (public/app-start.js), which drew weight-600 Bengali text with the emboldened regular face.
followBengaliSemibold(useLanguageStore);

/**
 * A landing page comes rendered by the server (issue 11, entry-server.tsx) for a guest in the language of its
 * cookie. It is hydrated when the browser's first render can equal it: a guest whose stored language is the page's.
 * The stores' other persisted parts (cart count, wishlist hearts) are read as a guest's during hydration (zustand
 * reads its initial state there) and applied right after. A logged-in reader, or one whose language differs, gets
 * the page rendered over the server's, as every other page.
 */
const page = readPageState();
const loggedIn = selectIsLoggedIn(useSessionStore.getState());
const hydrating = page !== null && !loggedIn && useLanguageStore.getState().language === page.language;

// A Bengali reader's first paint is in Bengali, in its font: translations and font arrive before anything renders
// (a page rendered on the server painted already, its font preloaded: it is hydrated as soon as its code is here).
// The page's chunks load meanwhile: a page rendered on the server is hydrated with its modules here, so that the
// first render equals the server's (a page still loading would be a mismatch). A chunk that failed to download
// is left to the page's error boundary.
// The first render is a transition: React renders it in slices and lets the browser breathe between them, instead
// of one long task that keeps a slow phone from answering a tap (Total Blocking Time).
void Promise.all([
  loadPage(firstPagePath(window.location.pathname, loggedIn)).catch(() => undefined),
  i18nReady,
  hydrating ? undefined : bengaliFontReady(),
]).then(() => {
  const container = document.getElementById('root')!;
  if (hydrating && page) {
    const queryClient = createQueryClient();
    hydrate(queryClient, page.queries);
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
