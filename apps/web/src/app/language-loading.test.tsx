import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { stubApi } from '../../test/api';
import bn from '../i18n/bn.json';
import staticBn from '../i18n/static.bn.json';

// The test setup loads every translation part up front. These tests import the app afresh instead, so its
// i18n starts like a browser's: English core only, everything else fetched on demand.
async function freshApp(path: string) {
  vi.resetModules();
  window.history.pushState({}, '', path);
  const { i18n, i18nReady } = await import('../i18n');
  const { useLanguageStore } = await import('../stores/language');
  const { AppProvider } = await import('./provider');
  const { AppRoutes, loadPage } = await import('./router');
  // As main.tsx: the first render comes with the page's modules.
  await Promise.all([i18nReady, loadPage(path)]);
  const renderApp = () =>
    render(
      <AppProvider env="test">
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>,
    );
  return { i18n, useLanguageStore, renderApp };
}

const storeLanguage = (language: string) =>
  localStorage.setItem(STORAGE_KEYS.language, JSON.stringify({ state: { language }, version: 0 }));

describe('translations loaded on demand', () => {
  beforeEach(() => {
    stubApi({});
  });
  afterEach(() => {
    vi.doUnmock('../i18n/bn.json');
    window.history.pushState({}, '', '/');
  });

  it('switches a static page to Bengali only once the Bengali core and static texts are there', async () => {
    const { i18n, useLanguageStore, renderApp } = await freshApp('/about');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Nirog' })).toBeInTheDocument();
    expect(i18n.has('bn')).toBe(false);

    // What the page would show at the very moment the language changes.
    const atSwitch: string[] = [];
    i18n.subscribe(() => atSwitch.push(i18n.t('nav.home'), i18n.t('static.about.title')));
    await userEvent.click(screen.getAllByRole('button', { name: 'বাংলা' })[0]);

    expect(await screen.findByRole('heading', { level: 1, name: staticBn.static.about.title })).toBeInTheDocument();
    expect(atSwitch).toEqual([bn.nav.home, staticBn.static.about.title]);
    expect(screen.getAllByRole('link', { name: bn.nav.home }).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('bn');
    expect(useLanguageStore.getState().language).toBe('bn');
  });

  it('starts a reader who chose Bengali in Bengali, the back office texts fetched with its pages', async () => {
    storeLanguage('bn');
    const { i18n } = await freshApp('/');
    // main.tsx renders after i18nReady: the first paint is already Bengali.
    expect(i18n.language).toBe('bn');
    expect(i18n.t('nav.home')).toBe(bn.nav.home);
    expect(document.documentElement.lang).toBe('bn');
    expect(i18n.exists('admin.nav.dashboard')).toBe(false);

    const { loadTranslations } = await import('../i18n');
    await loadTranslations('admin');
    expect(i18n.t('admin.nav.dashboard')).toMatch(/[\u0980-\u09FF]/);
  });

  it('keeps a Bengali page rendered on the server labelled Bengali while its texts load', async () => {
    storeLanguage('bn');
    document.documentElement.lang = 'bn';
    vi.resetModules();
    const { i18n, i18nReady } = await import('../i18n');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('bn');
    await i18nReady;
    expect(document.documentElement.lang).toBe('bn');
  });

  it('labels the page with the language shown once the stored one cannot be shown', async () => {
    storeLanguage('en');
    document.documentElement.lang = 'bn';
    vi.resetModules();
    const { i18nReady } = await import('../i18n');
    await i18nReady;
    expect(document.documentElement.lang).toBe('en');
  });

  it('stays in English when the Bengali texts cannot be fetched, says so, and fetches them on the next try', async () => {
    let offline = true;
    vi.doMock('../i18n/bn.json', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    storeLanguage('bn');
    const { i18n, useLanguageStore, renderApp } = await freshApp('/');
    expect(i18n.language).toBe('en');
    expect(useLanguageStore.getState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    renderApp();
    expect(await screen.findByText('Could not load the language. Check your connection and try again.')).toBeVisible();
    const bangla = screen.getAllByRole('button', { name: 'বাংলা' })[0];
    expect(bangla).toHaveAttribute('aria-pressed', 'false');

    offline = false;
    await userEvent.click(bangla);
    expect((await screen.findAllByRole('link', { name: bn.nav.home })).length).toBeGreaterThan(0);
    expect(i18n.language).toBe('bn');
  });
});
