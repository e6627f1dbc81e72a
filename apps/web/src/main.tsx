import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's global styles; each component's own come with its code (build/mantine-styles.ts), in its chunk.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/fonts.css';
import { App } from './app/app';
import { i18nReady } from './i18n';
import { useLanguageStore } from './stores/language';

/** How long a Bengali first paint waits for the Bengali font before drawing with a fallback. */
const BENGALI_FONT_WAIT_MS = 2000;

/**
 * The Bengali font's two weights (fonts.css), fetched with the Bengali translations: drawn first with a fallback
 * font and swapped when they arrived, Bengali text changed size and moved the page (layout shift 0.05 on /login).
 * A slow network gets the fallback after BENGALI_FONT_WAIT_MS, then the swap.
 */
function bengaliFontReady(): Promise<unknown> {
  if (useLanguageStore.getState().language !== 'bn' || !document.fonts) return Promise.resolve();
  const faces = ['400', '600'].map((weight) => document.fonts.load(`${weight} 1em "Noto Sans Bengali"`, 'অ'));
  return Promise.race([
    Promise.all(faces).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, BENGALI_FONT_WAIT_MS)),
  ]);
}

// A Bengali reader's first paint is in Bengali, in its font: translations and font arrive before anything renders.
// The first render is a transition: React renders it in slices and lets the browser breathe between them, instead
// of one long task that keeps a slow phone from answering a tap (Total Blocking Time).
void Promise.all([i18nReady, bengaliFontReady()]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
