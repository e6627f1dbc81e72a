import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';
import { appReady, newContext } from '../support/browser';
import { bringBookingToToday } from '../support/database';
import { longDate } from '../support/dates';
import { useE2eStack } from '../support/stack';

const stack = useE2eStack();

const DOCTOR = 'doctor@nirog.test';
/** Screenshots of the journey, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: true });
};

async function doctorPage(device: 'phone' | 'desktop', language: 'en' | 'bn'): Promise<Page> {
  const context = await newContext(stack.browser, stack.server.url, device, language);
  const page = await context.newPage();
  await page.goto('/login');
  await appReady(page);
  await page.locator('input[type="email"]').fill(DOCTOR);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: language === 'bn' ? 'লগইন' : 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

describe("the doctor's day", () => {
  it("opens today's chamber list by serial, moves a patient's serial (a taken one is refused) and schedule, and marks the visit Completed on its day", async () => {
    const page = await doctorPage('desktop', 'en');
    await page.goto('/sp/doctor');
    await page.getByRole('link', { name: 'Appointment List' }).click();
    await page.getByRole('heading', { level: 1, name: 'Appointment List' }).waitFor();
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(5);
    // Today's list in serial order: 1 to 5, the demo patient's visit last.
    const serials = (await cards.allTextContents()).map((text) => /Serial no(\d+)/.exec(text)?.[1]);
    expect(serials).toEqual(['1', '2', '3', '4', '5']);
    const mine = cards.filter({ hasText: 'Tanvir Ahmed' });
    expect(await mine.textContent()).toContain('Ready');
    await shot(page, 'doctor-chamber-1280-en');

    await mine.getByRole('link', { name: /^View booking #/ }).click();
    await page.getByRole('heading', { level: 1, name: /^Appointment #\d+$/ }).waitFor();
    const booking = page.getByRole('region', { name: 'Booking' });
    await booking.getByRole('button', { name: 'Edit serial no' }).click();
    const serial = booking.getByRole('textbox', { name: /Serial no/ });
    await serial.fill('2');
    await booking.getByRole('button', { name: 'Save' }).click();
    await booking.getByText('This serial number is already given to another patient of the day.').waitFor();
    await serial.fill('9');
    await booking.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Serial no successfully updated.').waitFor();
    await expect.poll(() => booking.textContent()).toContain('9');
    expect(await page.getByRole('region', { name: 'Patient' }).textContent()).toContain('Tanvir Ahmed');
    await shot(page, 'doctor-appointment-1280-en');

    // Moved to tomorrow at the same time (17:15, the demo patient's), a free time offered by the doctor's public
    // free-slots call; the day renumbers it.
    const id = Number(/\/appointment\/(\d+)\/view/.exec(page.url())![1]);
    const tomorrow = new Date(Date.now() + 6 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    await booking.getByRole('button', { name: 'Edit schedule' }).click();
    await booking.locator('input[type="date"]').fill(tomorrow);
    await booking.getByText('05:15 PM', { exact: true }).click();
    await booking.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Schedule successfully updated.').waitFor();
    await expect.poll(() => booking.textContent()).toContain('05:15 PM');

    // Not before its day: no Completed, but from when it can be.
    await page.getByText(`Can be completed from ${longDate(tomorrow)}`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Completed', exact: true }).count()).toBe(0);
    await shot(page, 'doctor-appointment-not-yet-1280-en');

    // Its day comes (the booking brought to today on the server's database): Completed.
    await bringBookingToToday(stack, id);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Appointment #${id}` }).waitFor();
    await page.getByRole('button', { name: 'Completed', exact: true }).click();
    await page.getByText('Status successfully updated.').waitFor();
    await page.getByRole('button', { name: 'Completed', exact: true }).waitFor({ state: 'detached' });
    expect(await booking.getByRole('button', { name: 'Edit serial no' }).count()).toBe(0);

    // Back in the list, on today's page, the visit shows Completed.
    await page.getByRole('link', { name: 'Back to the list' }).click();
    const done = page.getByRole('article').filter({ hasText: 'Tanvir Ahmed' });
    await expect.poll(() => done.textContent()).toContain('Completed');
    await page.context().close();
  });

  it('in Bengali on a phone: opens a Ready video consultation with its prescription tool, and completes it', async () => {
    const page = await doctorPage('phone', 'bn');
    await page.goto('/sp/doctor/video-consultancy');
    await page.getByRole('heading', { level: 1, name: 'ভিডিও পরামর্শের তালিকা' }).waitFor();
    const ready = page.getByRole('article').filter({ hasText: 'প্রস্তুত' }).first();
    await ready.waitFor();
    await shot(page, 'doctor-video-list-360-bn');
    await ready.getByRole('link', { name: /^বুকিং #.+ দেখুন$/ }).click();
    await page.getByRole('heading', { level: 1, name: /^ভিডিও পরামর্শ #/ }).waitFor();
    // The prescription form the app hands in (components/booking-tools), below the booking's facts.
    await page.getByRole('heading', { name: 'প্রেসক্রিপশন' }).first().waitFor();
    expect(await page.getByRole('region', { name: 'রোগী' }).textContent()).toContain('Tanvir Ahmed');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await shot(page, 'doctor-video-360-bn');
    await page.getByRole('button', { name: 'সম্পন্ন', exact: true }).click();
    await page.getByText('অবস্থা সফলভাবে হালনাগাদ হয়েছে।').waitFor();
    await page.getByRole('button', { name: 'সম্পন্ন', exact: true }).waitFor({ state: 'detached' });
    await page.context().close();
  });
});
