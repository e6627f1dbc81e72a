import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';

const stack = useE2eStack();

/** Types a keyword into the shop's search and waits until the first card is `title`. */
async function searchFor(page: Page, label: string, keyword: string, title: string) {
  await page.getByLabel(label).fill(keyword);
  await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
  await page.waitForFunction(
    (expected) => document.querySelector('main article')?.getAttribute('aria-label') === expected,
    title,
    { timeout: 15_000 },
  );
}

describe('shop search (issue 12)', () => {
  it('finds a product by a Bengali generic name the catalogue only has in Latin, and by brand and strength', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone');
    const page = await context.newPage();
    try {
      await page.goto('/shop');
      await appReady(page);
      // The demo catalogue names omeprazole only in Latin: the Bengali spelling is transliterated.
      await searchFor(page, 'Search medicine', 'ওমিপ্রাজল', 'Seclo');
      const first = page.locator('main article').first();
      expect(await first.textContent()).toContain('Omeprazole');

      // Brand plus strength: Seclo 40 mg, not the 20 mg capsule.
      await searchFor(page, 'Search medicine', 'seclo 40', 'Seclo');
      // The previous answer also starts with Seclo: wait for this one (a single card).
      await page.waitForFunction(() => document.querySelectorAll('main article').length === 1, null, {
        timeout: 15_000,
      });
      expect(await page.locator('main article').count()).toBe(1);
      expect(await first.textContent()).toContain('40 mg');

      // A brand with a typo still finds it; nothing found offers a prefilled medicine request.
      await searchFor(page, 'Search medicine', 'napaa', 'Napa');
      await page.getByLabel('Search medicine').fill('zzqx medicine');
      const request = page.getByRole('link', { name: 'Request “zzqx medicine”' });
      await request.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await request.getAttribute('href')).toBe('/profile/medicine-request?name=zzqx%20medicine');
      // On the phone the answer comes before the categories, on the first screen.
      const categories = await page.getByRole('navigation', { name: 'Categories' }).boundingBox();
      const answer = await page.getByRole('status').filter({ hasText: 'zzqx medicine' }).boundingBox();
      expect(answer!.y).toBeLessThan(categories!.y);
      expect(answer!.y).toBeLessThan(780);
    } finally {
      await context.close();
    }
  });

  it('in Bengali: a Bengali brand name finds the brand', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'desktop', 'bn');
    const page = await context.newPage();
    try {
      await page.goto('/shop');
      await appReady(page);
      await searchFor(page, 'ওষুধ খুঁজুন', 'সেকলো ২০', 'সেকলো');
      expect(await page.locator('main article').first().textContent()).toMatch(/২০ mg|20 mg/);
    } finally {
      await context.close();
    }
  });
});
