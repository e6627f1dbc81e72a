import { describe, expect, it } from 'vitest';
import { appReady, newContext, scrollThrough } from '../support/browser';
import { useE2eStack } from '../support/stack';

const stack = useE2eStack();

/** Where the product list starts, relative to the viewport. */
const resultsTop = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.getElementById('shop-results')!.getBoundingClientRect().top);

describe('a first-time shopper on a phone (360 px)', () => {
  it('sees the search box first, and a category tap keeps the results in view instead of jumping to the top', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone');
    const page = await context.newPage();
    await page.goto('/shop');
    await appReady(page);
    await page.locator('main article').first().waitFor();

    // The search box comes before the categories.
    const search = await page.getByLabel('Search medicine').boundingBox();
    const categories = await page.getByRole('heading', { name: 'Categories' }).boundingBox();
    expect(search!.y).toBeLessThan(categories!.y);
    expect(search!.y + search!.height).toBeLessThan(780);

    // Scroll the categories to the top of the screen and tap one: the page does not go back to the top,
    // the results (below the categories and the promotions) come into view.
    const category = page.locator('nav[aria-labelledby="shop-categories-title"] button[aria-pressed]').nth(3);
    await page.evaluate(() => document.getElementById('shop-categories-title')!.scrollIntoView({ block: 'start' }));
    await page.waitForFunction(() => window.scrollY > 0);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await category.click();
    await page.waitForURL(/category=/);
    await page.waitForFunction(() => {
      const top = document.getElementById('shop-results')?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < window.innerHeight / 2;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await resultsTop(page)).toBeLessThan(780 / 2);
    await context.close();
  });

  it('sees the first popular product’s name on the home page, not covered by the carousel’s arrow', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone');
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await scrollThrough(page);
    const carousel = page.locator(
      'section[aria-labelledby="popular-products"] section[aria-roledescription="carousel"]',
    );
    const firstCard = carousel.locator('li[aria-roledescription="slide"]').first().locator('article');
    await firstCard.waitFor();
    const name = await firstCard.getByRole('link').first().boundingBox();
    for (const arrow of ['Previous slide', 'Next slide']) {
      const box = (await carousel.getByRole('button', { name: arrow }).boundingBox())!;
      const overlaps =
        box.x < name!.x + name!.width &&
        name!.x < box.x + box.width &&
        box.y < name!.y + name!.height &&
        name!.y < box.y + box.height;
      expect(overlaps, arrow).toBe(false);
    }
    await context.close();
  });

  it('sees the whole product picture, the price and Add to cart without scrolling', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone');
    const page = await context.newPage();
    await page.goto('/shop');
    await appReady(page);
    const first = page.locator('main article').first();
    await first.waitFor();
    await page.goto((await first.getByRole('link').first().getAttribute('href'))!);
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.waitFor();
    const bottomBar = await page.evaluate(() => window.innerHeight);
    const box = (await add.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(bottomBar - 56);
    await context.close();
  });

  it('sees the “Added to cart” toast above the bottom bar, not over it', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone');
    const page = await context.newPage();
    await page.goto('/shop');
    await appReady(page);
    await page
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .click();
    const toast = page.getByRole('alert').filter({ hasText: 'Added to cart' });
    await toast.waitFor();
    const bar = (await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox())!;
    // Mantine slides the toast in: its place once it has arrived.
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(bar.y);
    await context.close();
  });

  it('opens a page loaded in the same tab at the top, not at the last page’s scroll position', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone');
    const page = await context.newPage();
    await page.goto('/about');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 200);
    // The footer's links are plain navigations in this tab for a full load; the new page starts at the top.
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('answers HTTP 404 for an unknown path or product, with the not-found page and a way home', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone');
    const page = await context.newPage();
    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
    // A product page is rendered on the server, which knows the product does not exist: a real 404 too.
    const product = await page.goto('/product/no-such-product');
    expect(product?.status()).toBe(404);
    await page.getByRole('link', { name: 'Back to the shop' }).waitFor();
    await context.close();
  });
});
