import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
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
