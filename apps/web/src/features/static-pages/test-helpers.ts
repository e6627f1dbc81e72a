import { act } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Language, PublicSettings } from '@nirog/contracts';
import { vi } from 'vitest';
import { i18n } from '../../i18n';
import { useLanguageStore } from '../../stores/language';
import { useSessionStore } from '../../stores/session';

/** Switches the interface language the way the header does (the store; i18n follows). */
export async function switchLanguage(language: Language) {
  await act(async () => {
    useLanguageStore.getState().setLanguage(language);
    i18n.changeLanguage(language);
  });
}

/** Back to a guest in English with no toasts left over. */
export async function resetApp() {
  useSessionStore.getState().signOut();
  await switchLanguage('en');
  notifications.clean();
  vi.unstubAllGlobals();
}

export const SETTINGS: PublicSettings = {
  call_to_order_phone: '09610-001122',
  contact_address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
  contact_address_bn: 'বাড়ি ১২, সড়ক ৫, ধানমন্ডি, ঢাকা ১২০৫',
  contact_email: 'support@nirog.test',
  contact_phone: '09610-001122',
  shipping_fee_inside_dhaka: 60,
  shipping_fee_outside_dhaka: 120,
  referral_text: 'Invite a friend',
  referral_text_bn: 'বন্ধুকে আমন্ত্রণ জানান',
  referral_banner: null,
  inr_exchange_rate: 1.4,
  booking_hold_minutes: 15,
  booking_cancel_hours: 6,
  referral_benefit_percentage: 5,
  ambulance_service_charge_type: 'flat',
  ambulance_service_charge: 150,
};

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (request: { url: string; method: string; body: unknown; headers: Record<string, string> }) => Response;

/** Stubs fetch: GET /api/settings answers SETTINGS unless `handler` answers first (return undefined to pass). */
export function stubApi(handler?: (...args: Parameters<Handler>) => Response | undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const answer = handler?.({ url, method, body, headers });
    if (answer) return answer;
    if (method === 'GET' && url === '/api/settings') return jsonResponse(200, SETTINGS);
    return jsonResponse(404, { message: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
