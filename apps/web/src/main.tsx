import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's global styles; each component's own come with its code (build/mantine-styles.ts), in its chunk.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/fonts.css';
import { App } from './app/app';
import { i18nReady } from './i18n';

// A Bengali reader's first paint is in Bengali: its translations arrive before anything renders.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
