import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductCard, ShopResponse } from '@nirog/contracts';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';

const stack = useE2eStack();

type Language = 'en' | 'bn';

/** What the shop page must show: the API's own answer for the same query, in the page's language. */
async function expectedTitles(language: Language, query: Record<string, string>, pages = 1): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const search = new URLSearchParams({ ...query, page: String(page) });
    const answer = (await (await fetch(`${stack.server.url}/api/shop?${search}`)).json()) as ShopResponse;
    titles.push(...answer.data.map((p: ProductCard) => (language === 'bn' ? (p.bn_title ?? p.title) : p.title)));
  }
  return titles;
}

/** Waits until the product cards on the page are exactly `titles`, in order. */
async function waitForCards(page: Page, titles: string[]) {
  expect(titles.length).toBeGreaterThan(0);
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('main article')].map((a) => a.getAttribute('aria-label')).join('\n') === expected,
    titles.join('\n'),
    { timeout: 15_000 },
  );
}

const LABELS = {
  en: {
    search: 'Search medicine',
    keyword: 'napa',
    sort: 'Sort by',
    priceAsc: 'Price: low to high',
    loadMore: 'Load More',
    addToCart: 'Add to cart',
    cart: (n: string) => `Cart, ${n} items`,
    digits: (n: number) => String(n),
  },
  bn: {
    search: 'ওষুধ খুঁজুন',
    keyword: 'নাপা',
    sort: 'সাজান',
    priceAsc: 'দাম: কম থেকে বেশি',
    loadMore: 'আরও দেখুন',
    addToCart: 'কার্টে যোগ করুন',
    cart: (n: string) => `কার্ট, ${n}টি পণ্য`,
    digits: (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]),
  },
} as const;

async function shopJourney(language: Language, device: 'desktop' | 'phone') {
  const text = LABELS[language];
  const context = await newContext(stack.browser, stack.server.url, device, language);
  const page = await context.newPage();
  try {
    await page.goto('/shop');
    await appReady(page);
    await waitForCards(page, await expectedTitles(language, {}));
    const cart = (n: number) => page.getByRole('link', { name: text.cart(text.digits(n)) }).first();
    await cart(0).waitFor({ state: 'visible' });

    // Load More appends the second page under the first.
    await page.getByRole('button', { name: text.loadMore }).click();
    await waitForCards(page, await expectedTitles(language, {}, 2));

    // Search (debounced) and sort: the grid shows exactly what the API answers, in its order.
    await page.getByLabel(text.search).fill(text.keyword);
    await page.waitForURL((url) => url.searchParams.get('keyword') === text.keyword);
    const byRelevance = await expectedTitles(language, { keyword: text.keyword });
    await waitForCards(page, byRelevance);
    // the brand typed comes first; near spellings and generics may follow it
    expect(byRelevance[0].toLowerCase()).toContain(text.keyword);
    await page.getByLabel(text.sort).selectOption({ label: text.priceAsc });
    const byPrice = await expectedTitles(language, { keyword: text.keyword, order_by: 'price_asc' });
    await waitForCards(page, byPrice);

    // The product page, then the cart count in the header rises.
    await page.getByRole('article', { name: byPrice[0] }).first().getByRole('link', { name: byPrice[0] }).click();
    await page.waitForURL('**/product/**');
    await page.getByRole('heading', { level: 1, name: byPrice[0] }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: text.addToCart, exact: true }).click();
    await cart(1).waitFor({ state: 'visible' });

    // The cart survives a reload (it is kept on the device).
    await page.reload();
    await cart(1).waitFor({ state: 'visible' });
  } finally {
    await context.close();
  }
}

describe('shop', () => {
  it('in English on a desktop: lists, loads more, searches, sorts, opens a product and adds it to the cart', async () => {
    await shopJourney('en', 'desktop');
  });

  it('in Bengali on a phone: the same journey with a Bengali search', async () => {
    await shopJourney('bn', 'phone');
  });
});
