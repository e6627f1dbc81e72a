import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { District, Specialist } from '@nirog/contracts';
import { aPage, stubApi, type StubbedRequest } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { DoctorListPage } from './pages/doctor-list-page';
import { LISTING_SCROLL_OFFSET_PX, LISTING_SEARCH_DEBOUNCE_MS } from '../../components/listing/listing-constants';
import { aDoctor } from '../../components/listing/test-fixtures';

const specialists: Specialist[] = [
  { id: 3, title: 'Cardiology', bn_title: 'হৃদরোগ', description: '', bn_description: '', logo: null },
  { id: 7, title: 'Neurology', bn_title: 'স্নায়ুরোগ', description: '', bn_description: '', logo: null },
];
const districts: District[] = [
  {
    id: 13,
    country_id: 1,
    division: 'Dhaka',
    name: 'Dhaka',
    bn_name: 'ঢাকা',
    sub_districts: [{ id: 131, district_id: 13, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' }],
  },
  { id: 20, country_id: 1, division: 'Chattogram', name: 'Chattogram', bn_name: 'চট্টগ্রাম', sub_districts: [] },
];

const LIST = '/api/bd-doctors-appointment';
const doctorCalls = (calls: StubbedRequest[]) => calls.filter((c) => c.path === LIST);
const lastQuery = (calls: StubbedRequest[]) => Object.fromEntries(doctorCalls(calls).at(-1)!.query);

function stubList(reply: (request: StubbedRequest) => { status?: number; body?: unknown }) {
  return stubApi({
    'GET /api/load-specialist-district-with-sub-district': {
      body: { specialist_lists: specialists, district_lists: districts },
    },
    'GET /api/load-hospital-all': { body: [] },
    'GET /api/sliders/bd-doctor-slider': { body: [] },
    [`GET ${LIST}`]: reply,
  });
}

const twoPages = () =>
  aPage([aDoctor(), aDoctor({ id: 2, user: { name: 'Kamal Uddin', avatar: null, online_status: 'offline' } })], {
    last_page: 3,
    total: 30,
    per_page: 12,
    to: 12,
  });

function renderList(path = '/bd-doctor-appointment') {
  return renderRoutes([{ path: 'bd-doctor-appointment', element: <DoctorListPage country="bd" /> }], path);
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.useRealTimers());

describe('the listing shell (Bangladesh doctors)', () => {
  it('shows 5 card placeholders while the first page loads, then the cards and the paginator', async () => {
    let answer: (value: Response) => void = () => undefined;
    stubList(() => ({ body: twoPages() }));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith(LIST) ? new Promise<Response>((resolve) => (answer = resolve)) : realFetch(input, init),
    );
    renderList();
    const busy = await screen.findByRole('status', { name: 'Loading…' });
    expect(within(busy).getAllByTestId('card-placeholder')).toHaveLength(5);
    act(() => answer(new Response(JSON.stringify(twoPages()), { headers: { 'content-type': 'application/json' } })));
    expect(await screen.findByRole('article', { name: 'Dr. Farhana Akter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dr. Farhana Akter' })).toHaveAttribute(
      'href',
      '/bd-doctor-appointment/doctor/1',
    );
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByTestId('card-placeholder')).not.toBeInTheDocument();
  });

  it('reads the filters back from the address on load, so a shared link shows the same list', async () => {
    const calls = stubList(() => ({ body: twoPages() }));
    renderList('/bd-doctor-appointment?specialist=3&district_and_subDistrict=sub&district=131&order_by=rating&page=2');
    await screen.findByRole('article', { name: 'Dr. Farhana Akter' });
    expect(lastQuery(calls)).toEqual({
      specialists: '3',
      district_and_subDistrict: 'sub',
      district: '131',
      order_by: 'rating',
      page: '2',
    });
    // The controls show what the address says.
    await waitFor(() => expect(screen.getByLabelText('Sub-district')).toHaveValue('131'));
    expect(screen.getByLabelText('District')).toHaveValue('13');
    expect(screen.getByLabelText('Sort by')).toHaveValue('rating');
  });

  it('a filter change goes back to page 1, keeps the address in step without a new history entry and scrolls the list 150 px below the top', async () => {
    const calls = stubList(() => ({ body: twoPages() }));
    const { router } = renderList('/bd-doctor-appointment?page=2');
    const list = await screen.findByRole('region', { name: 'Bangladeshi doctors' });
    await screen.findByRole('article', { name: 'Dr. Farhana Akter' });
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    const historyBefore = router.state.historyAction;

    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    await screen.findByRole('option', { name: 'Dhaka', hidden: true });
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Dhaka');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({ district_and_subDistrict: 'district', district: '13', page: '1' }),
    );
    expect(router.state.location.search).toBe('?district_and_subDistrict=district&district=13');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(historyBefore).toBe('POP');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 900 - LISTING_SCROLL_OFFSET_PX }));

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Fee: low to high');
    await waitFor(() => expect(lastQuery(calls).order_by).toBe('appointment_fees_asc'));
    expect(router.state.location.search).toBe(
      '?district_and_subDistrict=district&district=13&order_by=appointment_fees_asc',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(calls).page).toBe('2'));
    expect(router.state.location.search).toContain('page=2');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await waitFor(() => expect(lastQuery(calls).gender).toBe('female'));
    expect(lastQuery(calls).page).toBe('1');
    expect(router.state.location.search).not.toContain('page=');
  });

  it('searches 700 ms after the last key, not before', async () => {
    const calls = stubList(() => ({ body: twoPages() }));
    renderList();
    await screen.findByRole('article', { name: 'Dr. Farhana Akter' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = doctorCalls(calls).length;
    fireEvent.change(screen.getByLabelText('Search doctors'), { target: { value: 'হৃদ' } });
    act(() => vi.advanceTimersByTime(LISTING_SEARCH_DEBOUNCE_MS - 50));
    expect(doctorCalls(calls)).toHaveLength(before);
    act(() => vi.advanceTimersByTime(60));
    vi.useRealTimers();
    await waitFor(() => expect(lastQuery(calls)).toEqual({ keyword: 'হৃদ', page: '1' }));
  });

  it('cancels the superseded request when the filters change before it answers', async () => {
    const signals: AbortSignal[] = [];
    stubList(() => ({ body: twoPages() }));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith(LIST)) return realFetch(input, init);
      signals.push(init!.signal!);
      if (String(input).includes('gender=male'))
        return Promise.resolve(
          new Response(JSON.stringify(twoPages()), { headers: { 'content-type': 'application/json' } }),
        );
      return new Promise<Response>(() => undefined); // the first list never answers
    });
    renderList();
    await waitFor(() => expect(signals).toHaveLength(1));
    await userEvent.selectOptions(await screen.findByLabelText('Gender'), 'Male');
    expect(await screen.findByRole('article', { name: 'Dr. Farhana Akter' })).toBeInTheDocument();
    expect(signals[0].aborted).toBe(true);
    expect(signals.at(-1)!.aborted).toBe(false);
  });

  it('shows the empty view with Reset Filter, which clears every filter', async () => {
    const calls = stubList((request) => ({ body: aPage(request.query.get('gender') ? [] : [aDoctor()]) }));
    const { router } = renderList('/bd-doctor-appointment?gender=other&keyword=zzz&page=3&utm=mail');
    expect(await screen.findByRole('heading', { name: 'No one found' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search doctors')).toHaveValue('zzz');
    const resets = screen.getAllByRole('button', { name: 'Reset Filter' });
    await userEvent.click(resets.at(-1)!);
    expect(await screen.findByRole('article', { name: 'Dr. Farhana Akter' })).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ page: '1' });
    // Only this list's own parameters go; others are kept.
    expect(router.state.location.search).toBe('?utm=mail');
    expect(screen.getByLabelText('Search doctors')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset Filter' })).toBeDisabled();
  });

  it('fetches the filters’ lists only once the Filters panel is open on a phone, or when the address chose a district', async () => {
    const calls = stubList(() => ({ body: twoPages() }));
    const lookups = () => calls.filter((c) => c.path === '/api/load-specialist-district-with-sub-district').length;
    const { unmount } = renderList();
    const toggle = await screen.findByRole('button', { name: /^Filters/ });
    await screen.findByRole('article', { name: 'Dr. Farhana Akter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false'); // a phone's width (test/setup.ts)
    expect(lookups()).toBe(0);
    await userEvent.click(toggle);
    await screen.findByRole('option', { name: 'Dhaka', hidden: true });
    expect(lookups()).toBe(1);
    unmount();

    // The address names a district: its name is shown, so the list comes at once.
    const chosen = stubList(() => ({ body: twoPages() }));
    renderList('/bd-doctor-appointment?district_and_subDistrict=district&district=13');
    await screen.findByRole('option', { name: 'Dhaka', hidden: true });
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'false');
    expect(chosen.filter((c) => c.path === '/api/load-specialist-district-with-sub-district')).toHaveLength(1);
  });

  it('says while the filters’ lists load, and when they could not be fetched, with a way to ask again', async () => {
    const LOOKUP = '/api/load-specialist-district-with-sub-district';
    const answers: Array<(value: Response) => void> = [];
    stubList(() => ({ body: twoPages() }));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith(LOOKUP)
        ? new Promise<Response>((resolve) => answers.push(resolve))
        : realFetch(input, init),
    );
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /^Filters/ }));
    const district = screen.getByLabelText('District');
    await waitFor(() => expect(district).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getAllByLabelText('Loading the list…').length).toBeGreaterThan(0);

    // A server error is asked again twice (app/provider.tsx), the field busy all along.
    for (let attempt = 0; attempt < 3; attempt++) {
      await waitFor(() => expect(answers.length).toBe(1), { timeout: 4000 });
      act(() => answers.shift()!(reply(500, { message: 'Server Error' })));
    }
    await waitFor(() => expect(district).not.toHaveAttribute('aria-busy'), { timeout: 4000 });
    expect(screen.getAllByText('This list could not be loaded.').length).toBeGreaterThan(0);

    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    await waitFor(() => expect(answers.length).toBe(1));
    act(() => answers.shift()!(reply(200, { specialist_lists: specialists, district_lists: districts })));
    await screen.findByRole('option', { name: 'Dhaka', hidden: true });
    expect(screen.queryByText('This list could not be loaded.')).not.toBeInTheDocument();
  });

  it('folds the Filters panel away and opens it again', async () => {
    stubList(() => ({ body: twoPages() }));
    renderList();
    const toggle = await screen.findByRole('button', { name: /^Filters/ });
    const expanded = toggle.getAttribute('aria-expanded');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  });
});
