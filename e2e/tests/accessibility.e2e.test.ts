import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';
import { newContext, scrollThrough } from '../support/browser';
import { useE2eStack } from '../support/stack';

const stack = useE2eStack();

type Language = 'en' | 'bn';

const ADD_TO_CART: Record<Language, string> = { en: 'Add to cart', bn: 'কার্টে যোগ করুন' };

/** WCAG 2.0, 2.1 and 2.2 A and AA rules (contrast, names, label in name, target size ...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations axe finds on the page as it is now, one line per element. */
async function seriousViolations(page: Page, journey: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${journey}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    );
}

/** Opens a page and waits until its main content has arrived (no skeleton, no request in flight). */
async function open(page: Page, url: string, ready: string) {
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], main .mantine-Skeleton-root'));
}

async function journeys(language: Language): Promise<string[]> {
  const context = await newContext(stack.browser, stack.server.url, 'phone', language);
  const page = await context.newPage();
  const found: string[] = [];
  const check = async (journey: string) => found.push(...(await seriousViolations(page, `${language} ${journey}`)));
  try {
    await open(page, '/', 'main h1');
    // The popular sections render as they come near the screen: checked too.
    await scrollThrough(page);
    await page.locator('main section[aria-labelledby="popular-products"]').waitFor();
    await page.waitForLoadState('networkidle');
    await check('home');

    await open(page, '/shop', 'main article');
    await check('shop');

    // The first product's page, then it goes into the cart.
    const productLink = page.locator('main article a').first();
    await page.goto((await productLink.getAttribute('href')) ?? '/');
    await page.locator('main h1').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await check('product');
    await page.locator('main').getByRole('button', { name: ADD_TO_CART[language], exact: true }).first().click();

    await open(page, '/cart/show', 'main ul li');
    await check('cart');

    await open(page, '/login', 'main form');
    await check('login');
    await page.locator('main input[type="email"], main input[name="email"]').first().fill('patient@nirog.test');
    await page.locator('main input[type="password"]').first().fill(DEMO_PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await open(page, '/cart/checkout', 'main form, main h1');
    await check('checkout');

    await open(page, '/profile/my-order', 'main article');
    await check('my orders');

    await open(page, '/profile', 'main h1, main h2');
    await check('profile');

    // The pharmacy lists: status badges of every state (the demo patient has Pending, Processing, Declined and Ready).
    await open(page, '/profile/my-medicine-requests', 'main li, main tbody tr');
    await check('my medicine requests');
    await open(page, '/profile/my-prescription', 'main article, main li');
    await check('my prescriptions');

    // Doctor bookings: a booking form with a day's slots, the list, the review page and the earnings.
    const doctors = (await (await fetch(`${stack.server.url}/api/bd-doctors-appointment`)).json()) as {
      data: { id: number }[];
    };
    await open(page, `/bd-doctor-appointment/doctor/${doctors.data[0].id}/now`, 'main form');
    const day = page.locator('main [role="radiogroup"] input').first();
    await page.locator(`label[for="${await day.getAttribute('id')}"]`).click();
    await page.locator('main [role="radiogroup"]').nth(1).waitFor();
    await check('doctor booking form');
    await open(page, '/profile/my-doctor-appointment', 'main article');
    await check('my doctor appointments');
    await page.locator('main a[href^="/doctor/review/"]').first().click();
    await page.locator('main form').waitFor();
    await check('review');
    await open(page, '/profile/my-broker-earnings', 'main h1');
    await check('my earnings');
  } finally {
    await context.close();
  }
  return found;
}

describe('accessibility (axe-core) at 360 px', () => {
  it.each(['en', 'bn'] as const)(
    '%s: home, shop, product, cart, login, checkout, my orders, profile, the pharmacy lists and the doctor booking pages have no serious or critical violation',
    async (language) => {
      expect(await journeys(language)).toEqual([]);
    },
    180_000,
  );
});

/**
 * The contrast (WCAG) of each visible element's border colour against the colour behind it (the first ancestor with
 * a background), as the browser draws them: `selector` picks the fields.
 */
async function borderContrasts(page: Page, selector: string): Promise<{ field: string; ratio: number }[]> {
  return page.locator(selector).evaluateAll((fields) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) => v / 255);
      const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const behind = (element: Element) => {
      for (let e = element.parentElement; e; e = e.parentElement) {
        const color = getComputedStyle(e).backgroundColor;
        if (rgb(color)[3] !== 0) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    return fields
      .filter((field) => field.getBoundingClientRect().width > 0)
      .map((field) => {
        const { borderTopColor: border, borderTopStyle } = getComputedStyle(field);
        if (borderTopStyle !== 'solid') return { field: `${field.tagName} without a border`, ratio: 0 };
        const [a, b] = [luminance(border), luminance(behind(field))].sort((x, y) => y - x);
        const name = field.getAttribute('name') ?? field.getAttribute('type') ?? field.tagName;
        return { field: `${name} ${border}`, ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100 };
      });
  });
}

/** The colours the browser draws the page's placeholders in (`main`'s inputs). */
function placeholderColors(page: Page): Promise<string[]> {
  return page
    .locator('main input[placeholder]')
    .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input, '::placeholder').color));
}

/** The WCAG contrast of an `rgb(r, g, b)` colour against white. */
function contrastOnWhite(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map((v) => Number(v) / 255);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return Math.round((1.05 / (luminance + 0.05)) * 100) / 100;
}

describe('form fields (WCAG 1.4.11, non-text contrast)', () => {
  it('have a boundary of at least 3:1 against the page behind them, and placeholders of 4.5:1: login’s fields and the shop’s search and sort', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone', 'en');
    const page = await context.newPage();
    try {
      await open(page, '/login', 'main form');
      // Mantine's fields draw their boundary on `.mantine-Input-input` (the password field's on a box around its input).
      const login = await borderContrasts(page, 'main form .mantine-Input-input');
      const placeholders = await placeholderColors(page);
      await open(page, '/shop', 'main article');
      const shop = await borderContrasts(page, 'main input[type="search"], main select');
      placeholders.push(...(await placeholderColors(page)));
      expect(login.length).toBeGreaterThanOrEqual(2);
      expect(shop).toHaveLength(2);
      expect([...login, ...shop].filter((f) => f.ratio < 3)).toEqual([]);
      // A placeholder is text (WCAG 1.4.3): 4.5:1 against the field (white).
      expect(placeholders.length).toBeGreaterThanOrEqual(2);
      expect(placeholders.filter((color) => contrastOnWhite(color) < 4.5)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
