import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';

const stack = useE2eStack();

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
/** "Tk 1,200.00" (an English page's fee) as a number. */
function taka(text: string): number {
  const ascii = text.replace(/[০-৯]/g, (d) => String(BN_DIGITS.indexOf(d)));
  return Number(/Tk\s*([\d,]+(?:\.\d+)?)/.exec(ascii)![1].replace(/,/g, ''));
}

/**
 * The names on the cards of the list, in order, once the list has settled (no placeholders, nothing busy) and the
 * app answers (a listing is rendered on the server: its cards show before its script has hydrated them).
 */
async function cardNames(page: Page): Promise<string[]> {
  await page.locator('main article').first().waitFor({ timeout: 20_000 });
  await appReady(page);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  return page.locator('main article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
}

const hasAll = (params: URLSearchParams, expected: Record<string, string>) =>
  Object.entries(expected).every(([key, value]) => params.get(key) === value);

/**
 * Changes the list (a filter, the sort, the search) and returns its cards once they answer the new query:
 * the address bar has `expected`, the API's answer to a query with `expected` has arrived and the list is
 * no longer busy. (The address changes before the page renders the new query, so waiting for the address
 * alone could read the previous answer's cards, which were not busy yet.)
 */
async function cardsAfter(
  page: Page,
  expected: Record<string, string>,
  change: () => Promise<unknown>,
): Promise<string[]> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.startsWith('/api/') && response.request().method() === 'GET' && hasAll(url.searchParams, expected)
    );
  });
  await change();
  await page.waitForURL((url) => hasAll(url.searchParams, expected));
  await answer;
  return cardNames(page);
}

interface ListedDoctor {
  specialists: { id: number; title: string }[];
}

describe('finding care (issue 15)', () => {
  it('a guest filters Bangladesh doctors by specialist and district, sorts by fee, opens a profile with reviews and is asked to log in to book', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'desktop');
    const page = await context.newPage();
    try {
      await page.goto('/bd-doctor-appointment');
      await cardNames(page);

      // A specialist some Dhaka doctor has, as the API lists them (not one the demo data may lack).
      const dhaka = await page.request.get('/api/bd-doctors-appointment?district=13');
      expect(dhaka.status()).toBe(200);
      const [doctor] = ((await dhaka.json()) as { data: ListedDoctor[] }).data;
      expect(doctor?.specialists.length).toBeGreaterThan(0);
      const { id, title: specialist } = doctor.specialists[0];

      // ... chosen in the multi-select.
      await cardsAfter(page, { specialists: String(id) }, async () => {
        await page.getByRole('combobox', { name: 'Specialists' }).click();
        await page.getByRole('option', { name: specialist, exact: true }).click();
      });
      await page.keyboard.press('Escape');

      await cardsAfter(page, { specialists: String(id), district: '13' }, () =>
        page.getByLabel('District', { exact: true }).selectOption({ label: 'Dhaka' }),
      );
      const names = await cardsAfter(
        page,
        { specialists: String(id), district: '13', order_by: 'appointment_fees_asc' },
        () => page.getByLabel('Sort by').selectOption({ label: 'Fee: low to high' }),
      );
      expect(names.length).toBeGreaterThan(0);
      const cards = page.locator('main article');
      const fees: number[] = [];
      for (let i = 0; i < names.length; i += 1) {
        const text = (await cards.nth(i).textContent()) ?? '';
        expect(text).toContain(specialist);
        expect(text).toContain('Dhaka');
        if (/Tk/.test(text)) fees.push(taka(text));
      }
      expect(fees).toEqual([...fees].sort((a, b) => a - b));

      // The profile: online status, one-decimal star average, reviews.
      await page.getByRole('link', { name: names[0], exact: true }).click();
      await page.waitForURL(/\/bd-doctor-appointment\/doctor\/\d+$/);
      await page.getByRole('heading', { level: 1, name: names[0] }).waitFor();
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await reviews.waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-label="Loading…"]'));
      expect(await reviews.locator('li').count()).toBeGreaterThan(0);

      const now = page.getByRole('link', { name: 'Appointment Now' });
      const target = await now.getAttribute('href');
      expect(target).toMatch(/^\/bd-doctor-appointment\/doctor\/\d+\/now$/);
      await now.click();
      await page.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });

  it('the address bar query restores the list after a reload', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'desktop');
    const page = await context.newPage();
    try {
      await page.goto('/bd-doctor-appointment');
      await cardNames(page);
      await cardsAfter(page, { order_by: 'appointment_fees_desc' }, () =>
        page.getByLabel('Sort by').selectOption({ label: 'Fee: high to low' }),
      );
      const before = await cardsAfter(page, { order_by: 'appointment_fees_desc', keyword: 'Dr' }, () =>
        page.getByLabel('Search doctors').fill('Dr'),
      );
      expect(before.length).toBeGreaterThan(0);
      const address = page.url();

      await page.reload();
      expect(page.url()).toBe(address);
      expect(await cardNames(page)).toEqual(before);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('appointment_fees_desc');
      expect(await page.getByLabel('Search doctors').inputValue()).toBe('Dr');
    } finally {
      await context.close();
    }
  });

  it('in Bengali on a phone: a guest finds a Dhaka nurse and an AC ambulance, sees the fees and is asked to log in', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone', 'bn');
    const page = await context.newPage();
    try {
      // Nurses: the Filters panel is folded on a phone.
      await page.goto('/nurse-appointment');
      await cardNames(page);
      await page.getByRole('button', { name: 'ফিল্টার', exact: true }).click();
      await cardsAfter(page, { district: '13' }, () =>
        page.getByLabel('জেলা', { exact: true }).selectOption({ label: 'ঢাকা' }),
      );
      const nurses = await cardsAfter(page, { district: '13', order_by: 'rating' }, () =>
        page.getByLabel('সাজান').selectOption({ label: 'রেটিং' }),
      );
      expect(nurses.length).toBeGreaterThan(0);
      expect(await page.locator('main article').first().textContent()).toMatch(/[০-৯] টাকা/);
      await page.getByRole('link', { name: nurses[0], exact: true }).click();
      await page.waitForURL(/\/nurse-appointment\/nurse\/\d+$/);
      const fees = page.getByRole('table');
      await fees.waitFor();
      expect(await fees.textContent()).toMatch(/[০-৯] টাকা/);
      await page.getByRole('region', { name: 'রিভিউ' }).waitFor();
      await page.getByRole('link', { name: 'এখনই অ্যাপয়েন্টমেন্ট' }).click();
      await page.waitForURL('**/login');

      // Ambulances.
      await page.goto('/ambulance-booking');
      await cardNames(page);
      await page.getByRole('button', { name: 'ফিল্টার', exact: true }).click();
      const ambulances = await cardsAfter(page, { condition: 'AC' }, () =>
        page.getByLabel('ধরন').selectOption({ label: 'এসি' }),
      );
      expect(ambulances.length).toBeGreaterThan(0);
      for (const text of await page.locator('main article').allTextContents()) expect(text).toContain('এসি');
      await page.getByRole('link', { name: ambulances[0], exact: true }).click();
      await page.waitForURL(/\/ambulance-booking\/ambulance\/\d+$/);
      await page.getByRole('region', { name: 'রিভিউ' }).waitFor();
      await page.getByRole('link', { name: 'এখনই বুক করুন' }).click();
      await page.waitForURL('**/login');
      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await context.close();
    }
  });
});
