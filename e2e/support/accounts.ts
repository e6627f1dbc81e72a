import type { Page } from 'playwright-core';
import { appReady } from './browser';

/** Password of every demo account (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Nirog@2026';

/** Fills the login form on the current page and submits it. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await appReady(page);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
