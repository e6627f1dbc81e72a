import { vi } from 'vitest';
import type { AuthUser, Paginated } from '@nirog/contracts';
import { useSessionStore } from '../src/stores/session';

export interface StubbedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}
type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((request: StubbedRequest) => Reply);

/**
 * Stubs `fetch` for one test: routes are "METHOD /path" (the query is recorded, not matched). Unlisted calls answer 404, like the
 * server. Returns the list of requests made, to assert on.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: StubbedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: StubbedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null),
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const reply =
      typeof handler === 'function' ? handler(request) : (handler ?? { status: 404, body: { message: 'Not Found' } });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 7,
    name: 'Rahima Akter',
    email: 'rahima@example.com',
    phone: '01711000000',
    occupation: null,
    dob: null,
    sex: null,
    country: null,
    city: null,
    location: null,
    avatar: null,
    roles: [],
    online_status: 'offline',
    referral_code: 'RAHIMA7',
    email_verified: true,
    ...overrides,
  };
}

export function logIn(overrides: Partial<AuthUser> = {}, token = '12|secret-token-value') {
  const user = makeUser(overrides);
  useSessionStore.getState().signIn(token, user);
  return user;
}

/** A paginated answer of `data` (one page unless `overrides` say otherwise). */
export function aPage<T>(data: T[], overrides: Partial<Paginated<T>> = {}): Paginated<T> {
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: data.length,
    from: data.length ? 1 : null,
    to: data.length ? data.length : null,
    ...overrides,
  };
}
