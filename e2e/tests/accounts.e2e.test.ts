import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';
import { DEMO_PASSWORD, logIn } from '../support/accounts';

const stack = useE2eStack({ mail: true });

async function withPage(device: 'phone' | 'desktop', run: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await newContext(stack.browser, stack.server.url, device);
  const page = await context.newPage();
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

describe('accounts', () => {
  it('registers, verifies the e-mail from the mailed link, logs in, sees the profile menu and logs out', async () => {
    await withPage('desktop', async (page) => {
      const email = `rahima.${Date.now()}@nirog.test`;
      await page.goto('/register');
      await page.getByLabel(/^Full name/).fill('Rahima Khatun');
      await page.getByLabel(/^E-mail/).fill(email);
      await page.getByLabel(/^Mobile number/).fill('01712345678');
      await page.getByLabel(/^Password/).fill('Teal-Harbor-Quill-7');
      await page.getByLabel(/^Confirm password/).fill('Teal-Harbor-Quill-7');
      await page.getByRole('button', { name: 'Register', exact: true }).click();

      await page.waitForURL('**/email/verify');
      await page.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor({ state: 'visible' });

      const link = await stack.mail.waitForMail(email, /(https?:\/\/[^\s"<>]+\/api\/email\/verify\/[^\s"<>]+)/);
      await page.goto(link.replaceAll('&amp;', '&'));
      await page.waitForURL('**/email-verify-success');
      await page.getByText('Email verification successful!').first().waitFor({ state: 'visible' });
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

      await page.goto('/login');

      await appReady(page);
      await logIn(page, email, 'Teal-Harbor-Quill-7');
      await page.waitForURL((url) => url.pathname === '/');
      const accountMenu = page.getByRole('button', { name: /, account menu$/ });
      await accountMenu.click();
      await page.getByRole('link', { name: 'My Order' }).first().waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await page.getByRole('link', { name: 'Login' }).first().waitFor({ state: 'visible' });
      expect(await page.evaluate(() => localStorage.getItem('nirog.session'))).not.toContain('"token":"');
    });
  });

  it('keeps Bengali after a reload', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/');
      await appReady(page);
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
      await page.getByRole('link', { name: 'ওষুধ অর্ডার' }).first().waitFor({ state: 'visible' });
      await page.reload();
      await page.getByRole('link', { name: 'ওষুধ অর্ডার' }).first().waitFor({ state: 'visible' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    });
  });

  it('sends a guest from /profile to /login and back to /profile after login, on a phone', async () => {
    await withPage('phone', async (page) => {
      await page.goto('/profile');
      await page.waitForURL('**/login');
      await logIn(page, 'patient@nirog.test', DEMO_PASSWORD);
      await page.waitForURL('**/profile');
      await expect
        .poll(() => page.getByText('patient@nirog.test').filter({ visible: true }).count())
        .toBeGreaterThan(0);
      // The page fits a 360 px screen: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });

  it('shows the 404 page for an unknown path, with Go Home', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/no-such-page');
      await page.getByText('404 | Not Found').first().waitFor({ state: 'visible' });
      await page.getByRole('link', { name: 'Go Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });
});
