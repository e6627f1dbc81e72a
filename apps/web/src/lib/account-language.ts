import type { Language } from '@nirog/contracts';
import { useSessionStore } from '../stores/session';
import { api } from './api-client';

/**
 * `POST /api/auth/update/language`: while logged in, the server keeps the language the app is switched to,
 * for the mails others' actions send the user later (a new booking, a prescription). Nothing for a guest;
 * a failure is not shown (the next sign-in records the language again).
 */
export function saveAccountLanguage(lang: Language): void {
  if (!useSessionStore.getState().token) return;
  api.post('/api/auth/update/language', { lang }).catch(() => undefined);
}
