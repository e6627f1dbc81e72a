import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';
import { logIn } from '../support/accounts';

const stack = useE2eStack({ mail: true });

const ADMIN = 'admin@nirog.test';
/** Screenshots of the journey, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function loggedInPage(email: string, device: 'phone' | 'desktop', language: 'en' | 'bn' = 'en'): Promise<Page> {
  const context = await newContext(stack.browser, stack.server.url, device, language);
  const page = await context.newPage();
  await page.goto('/login');
  await appReady(page);
  await page.getByRole('button', { name: language === 'bn' ? 'লগইন' : 'Login', exact: true }).waitFor();
  if (language === 'en') await logIn(page, email);
  else {
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill('Nirog@2026');
    await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: true });
};

describe('staff review of a provider application', () => {
  it('an Admin opens a pending doctor, views a document and approves; the doctor then edits the fees', async () => {
    const admin = await loggedInPage(ADMIN, 'desktop');
    await admin.goto('/admin/providers');
    await admin.getByRole('heading', { level: 1, name: 'Provider applications' }).waitFor();
    // The seed's overdue doctor (30 hours waiting) is on top, marked.
    const first = admin.getByRole('row').nth(1);
    await expect.poll(() => first.textContent()).toContain('Tanvir Hasan');
    expect(await first.getAttribute('data-overdue')).toBe('true');
    expect(await first.textContent()).toContain('Overdue');
    await shot(admin, 'admin-queue-1280-en');

    await first.getByRole('link').click();
    await admin.getByRole('heading', { level: 1, name: /^Doctor application DOC-\d{5}$/ }).waitFor();
    const email = (await admin
      .getByRole('region', { name: 'Applicant' })
      .getByText(/@demo\.nirog\.test$/)
      .textContent())!;

    // The NID card, through its signed address, in the full-screen viewer.
    await admin.getByRole('button', { name: 'View NID / passport (front) full screen' }).click();
    const viewer = admin.getByRole('dialog', { name: 'Image viewer' });
    await viewer.waitFor();
    const picture = viewer.locator('img[src*="/api/provider-documents/"]').first();
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await shot(admin, 'admin-document-1280-en');
    await admin.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Approve this application?' });
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByText('Waiting for your decision.').waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Suspend', exact: true }).waitFor();
    expect(await admin.getByRole('region', { name: 'History' }).textContent()).toContain('Approved');
    await shot(admin, 'admin-approved-1280-en');
    await admin.context().close();

    // The approved doctor: the header's Doctor link, and the Fees section edited.
    const doctor = await loggedInPage(email, 'desktop');
    const roleLink = doctor.getByRole('banner').getByRole('link', { name: 'Doctor Profile' });
    await roleLink.click();
    await doctor.waitForURL((url) => url.pathname === '/sp/doctor');
    const fees = doctor.getByRole('region', { name: 'Fees' });
    await fees.getByRole('button', { name: 'Edit Fees' }).click();
    const audio = fees.getByRole('textbox', { name: /Audio consultation fee/ });
    await audio.fill('750');
    await fees.getByRole('button', { name: 'Save', exact: true }).click();
    await doctor.getByText('Fees successfully updated').first().waitFor();
    await fees.getByText('Tk 750.00').waitFor();
    await shot(doctor, 'doctor-fees-1280-en');
    await doctor.context().close();
  });

  it('works on a phone in Bengali: the queue, an application and the demo doctor’s profile', async () => {
    const admin = await loggedInPage(ADMIN, 'phone', 'bn');
    await admin.goto('/admin/providers');
    await admin.getByRole('heading', { level: 1, name: 'সেবাদাতার আবেদন' }).waitFor();
    await admin.getByText('সময় পেরিয়ে গেছে').first().waitFor();
    const width = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await shot(admin, 'admin-queue-360-bn');
    await admin
      .getByRole('link', { name: /^NUR-\d{5}$/ })
      .first()
      .click();
    await admin.getByRole('heading', { level: 1, name: /^নার্স আবেদন NUR-\d{5}$/ }).waitFor();
    await admin.getByRole('region', { name: 'প্রোফাইল' }).getByText('সময়সূচি ও ফি').waitFor();
    await shot(admin, 'admin-application-360-bn');
    await admin.context().close();

    const doctor = await loggedInPage('doctor@nirog.test', 'phone', 'bn');
    await doctor.goto('/sp/doctor');
    await doctor.getByRole('heading', { level: 1, name: 'ডাক্তার প্রোফাইল' }).waitFor();
    await doctor.getByRole('region', { name: 'ফি' }).waitFor();
    expect(await doctor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(doctor, 'doctor-profile-360-bn');
    await doctor.goto('/sp/doctor/nothing-here');
    await doctor.getByRole('link', { name: 'আমার প্রোফাইলে ফিরে যান' }).waitFor();
    await doctor.context().close();
  });
});
