import { vi } from 'vitest';
import type { AdminMeResponse, AdminUser, AdminUserDetail, AdminUsersResponse } from '@nirog/contracts';

/** Test-only: a stubbed `fetch` answering back-office calls by method and path. */
export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (call: StubCall) => { status?: number; body: unknown } | undefined;

export function stubApi(handler: Handler) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: StubCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not Found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const adminMe: AdminMeResponse = {
  user: { id: 1, name: 'Ayesha Admin', email: 'ayesha@nirog.test', avatar: null, roles: [{ id: 1, name: 'Admin' }] },
  sections: ['users', 'settings'],
};

export function aUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    name: 'Rahima Khatun',
    email: 'rahima@example.test',
    phone: '01712345678',
    roles: [],
    email_verified: true,
    blocked: false,
    blocked_at: null,
    block_reason: null,
    created_at: '2026-03-01T04:00:00.000Z',
    ...overrides,
  };
}

export function aUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...aUser(),
    avatar: null,
    referral_code: 'K7M2QX9A',
    parent: null,
    last_seen_at: null,
    active_sessions: 2,
    audit_entries: [],
    ...overrides,
  };
}

export function aPage(data: AdminUser[], overrides: Partial<AdminUsersResponse> = {}): AdminUsersResponse {
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

/** Loads the lazy back-office pages once, so each test measures the page, not the import. */
export async function loadAdminPages() {
  await Promise.all([
    import('./components/admin-layout'),
    import('./pages/admin-dashboard-page'),
    import('./pages/admin-users-page'),
    import('./pages/admin-user-page'),
  ]);
}
