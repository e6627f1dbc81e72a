import { vi } from 'vitest';
import type {
  AdminMeResponse,
  AdminUser,
  AdminUserDetail,
  AuditEntry,
  AuditLogResponse,
  PublicSettings,
} from '@nirog/contracts';
export { aPage } from '../../../test/api';

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

/** Loads the lazy back-office pages once, so each test measures the page, not the import. */
export async function loadAdminPages() {
  await Promise.all([
    import('./components/admin-layout'),
    import('./pages/admin-dashboard-page'),
    import('./pages/admin-users-page'),
    import('./pages/admin-user-page'),
    import('./pages/admin-settings-page'),
    import('./pages/admin-audit-log-page'),
  ]);
}

export function someSettings(overrides: Partial<PublicSettings> = {}): PublicSettings {
  return {
    call_to_order_phone: '09610-001122',
    contact_address: 'House 42, Road 11, Banani, Dhaka 1213',
    contact_address_bn: 'বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩',
    contact_email: 'support@nirog.test',
    contact_phone: '+880 1711-001122',
    shipping_fee_inside_dhaka: 60,
    shipping_fee_outside_dhaka: 120,
    referral_text: 'Share your code.\nEarn on every booking.',
    referral_text_bn: 'আপনার কোড শেয়ার করুন।',
    referral_banner: null,
    inr_exchange_rate: 1.45,
    booking_hold_minutes: 15,
    booking_cancel_hours: 6,
    referral_benefit_percentage: 5,
    ambulance_service_charge_type: 'flat',
    ambulance_service_charge: 150,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: { id: 1, name: 'Ayesha Admin' },
    action: 'user_blocked',
    subject_type: 'user',
    subject_id: 7,
    details: {},
    created_at: '2026-03-05T06:00:00.000Z',
    ...overrides,
  };
}

export function anAuditPage(data: AuditEntry[], overrides: Partial<AuditLogResponse> = {}): AuditLogResponse {
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
