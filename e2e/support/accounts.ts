import type { Browser, Page } from 'playwright-core';
import { appReady, newContext } from './browser';

/** Password of every demo account (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Nirog@2026';

/** Fills the login form on the current page and submits it. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await appReady(page);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Logs in on a new page of its own context (a 360 px phone or the 1280 px desktop, in a language) and answers once
 * the app is back home.
 */
export async function loggedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  device: 'phone' | 'desktop' = 'desktop',
  language: 'en' | 'bn' = 'en',
): Promise<Page> {
  const context = await newContext(browser, baseUrl, device, language);
  const page = await context.newPage();
  await page.goto('/login');
  await appReady(page);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}
