import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from '../components/ui/when-near';
import { useLanguageStore } from '../stores/language';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { aPage, stubApi } from '../../test/api';
import { aDoctor, aNurse, aReview } from '../components/listing/test-fixtures';
import { SETTINGS } from '../features/static-pages/test-helpers';
import { fetchPageQuery, pageDataOf } from '../lib/page-data';
import { AppShell } from './app';
import { createQueryClient } from './provider';
import { AppRoutes, loadPage, pageParams } from './router';

/**
 * Renders `ui` as the server does, then hydrates that HTML in the page (after `browser` sets up the browser's
 * world): returns the errors React reported (a mismatch is one).
 */
/**
 * The roots hydrated here, unmounted after each test: tests share a worker's module graph and stores, and a root
 * left mounted (the app's, with its store subscriptions) would answer the next files' sign-ins too.
 */
const roots: Root[] = [];
const hydrated = (root: Root) => void roots.push(root);

async function serverThenHydrate(ui: () => ReactNode, browser: () => void = () => undefined) {
  const html = renderToString(ui());
  browser();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrated(hydrateRoot(container, ui(), { onRecoverableError: (error) => errors.push(error) }));
  });
  return { html, container, errors };
}

/** An IntersectionObserver that never sees anything come near. */
class FarAway {
  observe() {}
  disconnect() {}
}

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
});

function Language() {
  return <p>{useLanguageStore((s) => s.language)}</p>;
}

describe('pages rendered on the server hydrate without a mismatch', () => {
  it('renders the language of the page on the server and while hydrating (not the store’s initial English)', async () => {
    useLanguageStore.setState({ language: 'bn' });
    const { html, container, errors } = await serverThenHydrate(() => <Language />);
    expect(html).toBe('<p>bn</p>');
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('bn');
  });

  it('draws the placeholder of a part below the fold on the server (no IntersectionObserver there) and while hydrating', async () => {
    expect(typeof IntersectionObserver).toBe('undefined'); // jsdom, like Node
    const { html, errors, container } = await serverThenHydrate(
      () => (
        <WhenNear minHeight={500}>
          <p>popular</p>
        </WhenNear>
      ),
      () => vi.stubGlobal('IntersectionObserver', FarAway),
    );
    expect(html).toContain('data-when-near');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-when-near]')).not.toBeNull();
  });
});

describe('a landing page of the app’s routes', () => {
  it('hydrates the server’s HTML without a mismatch, its route modules loaded first as main.tsx does', async () => {
    stubApi({});
    const queryClient = createQueryClient();
    const app = (router: ReactNode) => <AppShell queryClient={queryClient}>{router}</AppShell>;
    await loadPage('/login');
    // As entry-server.tsx renders it, once the parts loaded on their own (the footer) are here: React's streaming
    // renderer would wait for them, but shares this realm's contexts with the browser's renderer.
    const serverHtml = () =>
      renderToString(
        app(
          <StaticRouter location="/login">
            <AppRoutes />
          </StaticRouter>,
        ),
      );
    serverHtml();
    await import('../components/layout/footer');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = serverHtml();
    expect(html).not.toContain('<!--$!-->');

    window.history.replaceState(null, '', '/login');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    expect(heading).toHaveTextContent('Login');
    const errors: unknown[] = [];
    await act(async () => {
      hydrated(
        hydrateRoot(
          container,
          app(
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>,
          ),
          { onRecoverableError: (error) => errors.push(error) },
        ),
      );
    });
    expect(errors).toEqual([]);
    // The server's elements kept (hydrated), not drawn again.
    expect(container.querySelector('h1')).toBe(heading);
    expect(document.documentElement.dataset.appReady).toBe('');
  });
});

/**
 * As entry-server.tsx then main.tsx: the page's modules and its handle's queries, the server render of `path`, then
 * its hydration in the page with the server's queries. Returns the HTML, the hydrated container, React's errors,
 * whether the handle says the page is missing, and the api calls made after the server's.
 */
async function renderedThenHydrated(path: string, calls: { path: string }[]) {
  const address = new URL(path, 'http://x');
  const handles = (await loadPage(address.pathname)).map(pageDataOf);
  const data = handles.at(-1)!;
  expect(data.serverRendered).toBe(true);
  const server = createQueryClient();
  const match = { params: await pageParams(address.pathname), searchParams: address.searchParams };
  // Every matched route's queries (the layout's footer settings too), as entry-server.tsx fetches them.
  await Promise.all(handles.flatMap((handle) => handle.queries?.(match) ?? []).map((q) => fetchPageQuery(server, q)));
  const serverCalls = calls.length;
  await import('../components/layout/footer');
  const ui = (router: ReactNode, client = server) => <AppShell queryClient={client}>{router}</AppShell>;
  const html = renderToString(
    ui(
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>,
    ),
  );
  expect(html).not.toContain('<!--$!-->');

  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const first = container.querySelector('article, h1');
  const browser = createQueryClient();
  hydrate(browser, dehydrate(server));
  const made = calls.length;
  const errors: unknown[] = [];
  await act(async () => {
    hydrated(
      hydrateRoot(
        container,
        ui(
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>,
          browser,
        ),
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
  });
  return {
    html,
    container,
    errors,
    /** The server's first article or heading is still the page's (hydrated, not drawn again). */
    kept: first !== null && container.querySelector('article, h1') === first,
    missing: data.missing?.(match, server) ?? false,
    serverCalls: calls.slice(0, serverCalls).map((c) => c.path),
    browserCalls: calls.slice(made).map((c) => c.path),
  };
}

describe('a provider listing', () => {
  it('is rendered with the list of its handle’s queries, its filters folded by the width, and hydrated without a mismatch', async () => {
    const calls = stubApi({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/sliders/nurse-slider': { body: [] },
      'GET /api/nurses-appointment': { body: aPage([aNurse()]) },
    });
    const page = await renderedThenHydrated('/nurse-appointment?order_by=rating&page=2', calls);
    const listCall = calls.find((c) => c.path === '/api/nurses-appointment')!;
    expect(Object.fromEntries(listCall.query)).toEqual({ order_by: 'rating', page: '2' });
    // No district in the address: the districts are left to the browser, fetched once the filters are seen.
    expect(page.serverCalls).not.toContain('/api/load-district-with-sub-district');
    expect(page.html).toContain('Shirin Sultana');
    expect(page.errors).toEqual([]);
    expect(page.kept).toBe(true);
    // The list was not asked for again (the browser's query is the server's).
    expect(page.browserCalls).not.toContain('/api/nurses-appointment');
  });
});

describe('a provider profile', () => {
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  it('is rendered with the doctor and the first page of reviews, in Bengali, and hydrated without a mismatch or a second call', async () => {
    useLanguageStore.setState({ language: 'bn' });
    const calls = stubApi({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/bd-doctor-appointment/1': { body: { doctor: aDoctor() } },
      'GET /api/review/show/doctor-review/1': { body: aPage([aReview({ detail: 'Very kind' })]) },
    });
    const page = await renderedThenHydrated('/bd-doctor-appointment/doctor/1', calls);
    expect(page.serverCalls).toEqual([
      '/api/settings',
      '/api/bd-doctor-appointment/1',
      '/api/review/show/doctor-review/1',
    ]);
    expect(page.missing).toBe(false);
    expect(page.html).toContain(aDoctor().user.name);
    expect(page.html).toContain('Very kind');
    expect(page.html).not.toContain('aria-busy="true"');
    expect(page.errors).toEqual([]);
    expect(page.kept).toBe(true);
    expect(page.browserCalls.filter((p) => /appointment|review/.test(p))).toEqual([]);
  });

  it('is the "unavailable" message for a provider the api does not show, missing (404), and hydrates it', async () => {
    const calls = stubApi({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/nurse-appointment/8': { status: 404, body: { message: 'This nurse is unavailable' } },
      // As the api: an id that is no listed provider has no reviews.
      'GET /api/review/show/nurse-review/8': { body: aPage([]) },
    });
    const page = await renderedThenHydrated('/nurse-appointment/nurse/8', calls);
    expect(page.missing).toBe(true);
    expect(page.html).toContain('This nurse is unavailable');
    expect(page.errors).toEqual([]);
    expect(page.container.querySelector('[role="alert"]')).toHaveTextContent('This nurse is unavailable');
    expect(page.browserCalls.filter((p) => /appointment|review/.test(p))).toEqual([]);
  });

  it('is missing without a call for an id that is not a number', async () => {
    const calls = stubApi({ 'GET /api/settings': { body: SETTINGS } });
    const page = await renderedThenHydrated('/ambulance-booking/ambulance/abc', calls);
    expect(page.missing).toBe(true);
    expect(calls.map((c) => c.path).filter((p) => p.includes('ambulance'))).toEqual([]);
    expect(page.errors).toEqual([]);
    expect(page.html).toContain('role="alert"');
  });
});

describe('the register page', () => {
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  it('is rendered with its referral code from the address and the social buttons, in Bengali, and hydrated without a mismatch or a second call', async () => {
    useLanguageStore.setState({ language: 'bn' });
    const calls = stubApi({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/auth/providers': {
        body: { google: { enabled: false, client_id: null }, facebook: { enabled: false, app_id: null } },
      },
    });
    const page = await renderedThenHydrated('/register?ddrefc=RAHIMA7', calls);
    expect(page.serverCalls).toContain('/api/auth/providers');
    expect(page.container.querySelector('h1')).toHaveTextContent('অ্যাকাউন্ট খুলুন');
    expect(page.html).toContain('value="RAHIMA7"');
    // Its fields are named, so that what was typed before hydration is read on submit (submitFieldsAsShown).
    for (const name of ['name', 'email', 'phone', 'parent_referral_code', 'password', 'password_confirmation'])
      expect(page.container.querySelector(`form[method="post"] input[name="${name}"]`)).not.toBeNull();
    expect(page.errors).toEqual([]);
    expect(page.kept).toBe(true);
    expect(page.browserCalls).not.toContain('/api/auth/providers');
  });
});

describe('a static page', () => {
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  it.each(['/faq', '/privacy-policy', '/terms-and-condition'])(
    '%s is rendered in Bengali and hydrated without a mismatch',
    async (path) => {
      useLanguageStore.setState({ language: 'bn' });
      const calls = stubApi({ 'GET /api/settings': { body: SETTINGS } });
      const page = await renderedThenHydrated(path, calls);
      expect(page.html).toContain('<h1');
      expect(page.container.querySelector('h1')?.textContent).toMatch(/[\u0980-\u09FF]/);
      expect(page.errors).toEqual([]);
      expect(page.kept).toBe(true);
    },
  );

  it('/about is rendered with the office address the layout’s settings give, hydrated without asking for them again', async () => {
    const calls = stubApi({ 'GET /api/settings': { body: SETTINGS } });
    const page = await renderedThenHydrated('/about', calls);
    expect(page.serverCalls).toEqual(['/api/settings']);
    expect(page.html).toContain(SETTINGS.contact_address);
    expect(page.errors).toEqual([]);
    expect(page.kept).toBe(true);
    expect(page.browserCalls).not.toContain('/api/settings');
  });
});
