import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { useLanguageStore } from '../../../stores/language';
import { aPage, logIn, stubApi, type StubbedRequest } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { makeMedicineRequest } from '../test/fixtures';
import { Component as MyMedicineRequestsPage } from './my-medicine-requests-page';

const renderList = (path = '/profile/my-medicine-requests') =>
  renderRoutes(
    [
      { path: '/profile/my-medicine-requests', element: <MyMedicineRequestsPage /> },
      { path: '/profile/medicine-request', element: <h1>Request form</h1> },
      { path: '/product/:slug', element: <h1>Product page</h1> },
    ],
    path,
  );

const tone = (label: HTMLElement) => label.closest('[data-tone]')?.getAttribute('data-tone');
const listRequests = (calls: StubbedRequest[]) => calls.filter((c) => c.path === '/api/auth/medicine-request/index');
const row = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!);

const ready = makeMedicineRequest({
  id: 34,
  name: 'Seclo 20',
  status: 'Ready',
  note: 'In stock now',
  product: { id: 5, slug: 'seclo-20', title: 'Seclo 20 mg capsule' },
});
const processing = makeMedicineRequest({ id: 33, name: 'Maxpro 40', status: 'Processing' });
const declined = makeMedicineRequest({
  id: 32,
  name: 'Rare drops',
  status: 'Declined',
  note: 'Not sold in Bangladesh',
});
const pending = makeMedicineRequest({ id: 31, name: 'Fexo 120', status: 'Pending' });
// Ready without a product to open has no action.
const readyWithoutProduct = makeMedicineRequest({ id: 30, name: 'Orphan', status: 'Ready', product: null });

describe('my medicine requests page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists requests with status colours, notes and Click to View for a Ready one', async () => {
    logIn();
    const calls = stubApi({
      'GET /api/auth/medicine-request/index': {
        body: aPage([ready, processing, declined, pending, readyWithoutProduct]),
      },
    });
    const { router } = renderList();
    await screen.findByRole('table');

    const first = row('Seclo 20');
    expect(tone(first.getByText('Ready'))).toBe('success');
    expect(first.getByText('Available as Seclo 20 mg capsule')).toBeInTheDocument();
    expect(first.getByText('In stock now')).toBeInTheDocument();
    expect(first.getByText('4 Mar 2025')).toBeInTheDocument();

    expect(tone(row('Maxpro 40').getByText('Processing'))).toBe('secondary');
    expect(row('Maxpro 40').getByRole('button', { name: 'No action' })).toBeDisabled();
    expect(tone(row('Rare drops').getByText('Declined'))).toBe('warning');
    expect(row('Rare drops').getByText('Reason:')).toBeInTheDocument();
    expect(row('Rare drops').getByText(/Not sold in Bangladesh/)).toBeInTheDocument();
    expect(tone(row('Fexo 120').getByText('Pending'))).toBe('warning');
    expect(row('Orphan').getByRole('button', { name: 'No action' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'Click to View' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Send a new request' })).toHaveAttribute(
      'href',
      '/profile/medicine-request',
    );
    expect(listRequests(calls)[0].query.get('page')).toBe('1');

    await userEvent.click(first.getByRole('link', { name: 'Click to View' }));
    expect(router.state.location.pathname).toBe('/product/seclo-20');
  });

  it('shows Bengali digits and words in Bengali', async () => {
    logIn();
    useLanguageStore.setState({ language: 'bn' });
    i18n.changeLanguage('bn');
    stubApi({ 'GET /api/auth/medicine-request/index': { body: aPage([ready]) } });
    renderList();
    const first = within((await screen.findByRole('rowheader', { name: /^Seclo 20/ })).closest('tr')!);
    expect(first.getByText('প্রস্তুত')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'দেখতে ক্লিক করুন' })).toHaveAttribute('href', '/product/seclo-20');
    expect(first.getByText(/২০২৫/)).toBeInTheDocument();
  });

  it('shows one card per request on phones instead of the 5-column table', async () => {
    logIn();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    stubApi({ 'GET /api/auth/medicine-request/index': { body: aPage([ready, declined]) } });
    renderList();
    const name = await screen.findByText('Seclo 20');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(name.closest('li')!);
    expect(card.getByText('Ready')).toBeInTheDocument();
    expect(card.getByText('Available as Seclo 20 mg capsule')).toBeInTheDocument();
    expect(card.getByText('In stock now')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Click to View' })).toHaveAttribute('href', '/product/seclo-20');
    const other = within(screen.getByText('Rare drops').closest('li')!);
    expect(other.getByText('Reason:')).toBeInTheDocument();
    expect(other.getByRole('button', { name: 'No action' })).toBeDisabled();
  });

  it('turns pages through the address', async () => {
    logIn();
    const calls = stubApi({
      'GET /api/auth/medicine-request/index': (request) =>
        request.query.get('page') === '2'
          ? { body: aPage([pending], { current_page: 2, last_page: 2, total: 11, from: 11, to: 11 }) }
          : { body: aPage([ready], { current_page: 1, last_page: 2, total: 11, from: 1, to: 10 }) },
    });
    const { router } = renderList();
    await screen.findByRole('rowheader', { name: /^Seclo 20/ });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('rowheader', { name: /^Fexo 120/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listRequests(calls).map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('says so when there is none yet, and offers a new request', async () => {
    logIn();
    stubApi({ 'GET /api/auth/medicine-request/index': { body: aPage([]) } });
    renderList();
    expect(await screen.findByRole('heading', { name: 'No medicine requests yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new request' })).toHaveAttribute(
      'href',
      '/profile/medicine-request',
    );
  });

  it('shows a failed load with a retry', async () => {
    logIn();
    let fail = true;
    stubApi({
      'GET /api/auth/medicine-request/index': () =>
        fail ? { status: 404, body: { message: 'Not Found' } } : { body: aPage([pending]) },
    });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not Found');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /^Fexo 120/ })).toBeInTheDocument();
  });

  it('shows the payment result after coming back from the gateway', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      logIn();
      stubApi({ 'GET /api/auth/medicine-request/index': { body: aPage([]) } });
      renderList('/profile/my-medicine-requests?trn_status=cancelled&trn_message=You%20cancelled');
      await act(async () => {
        await Promise.resolve();
      });
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.getByRole('alert')).toHaveTextContent('You cancelled');
    } finally {
      vi.useRealTimers();
    }
  });
});
