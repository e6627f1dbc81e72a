import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MyOrdersResponse } from '@nirog/contracts';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';
import { DEMO_PASSWORD, logIn } from '../support/accounts';

const stack = useE2eStack({ mail: true });

/** Adds the first `count` products of the shop's first page to the cart; answers their titles. */
async function addProducts(page: Page, count: number): Promise<string[]> {
  await page.goto('/shop');
  await appReady(page);
  const cards = page.locator('main article');
  await cards.first().waitFor({ state: 'visible' });
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    const title = (await cards.nth(i).getAttribute('aria-label')) ?? '';
    await cards
      .nth(i)
      .getByRole('button', { name: `Add to cart: ${title}` })
      .click();
    titles.push(title);
  }
  return titles;
}

/** The customer's own orders through the API, with the token the web app stored. */
async function myOrders(page: Page): Promise<MyOrdersResponse> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('nirog.session') ?? '{}').state?.token);
  const res = await fetch(`${stack.server.url}/api/auth/order/my-orders`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as MyOrdersResponse;
}

/** Picks an option of a searchable select by typing part of it. */
async function chooseOption(page: Page, label: RegExp, option: string) {
  const input = page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first();
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('checkout', () => {
  it('a guest fills the cart, registers, adds an address from checkout, uses a coupon, orders cash and online, pays; staff moves the order on', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'desktop');
    const page = await context.newPage();
    try {
      // A guest fills the cart; checkout asks to log in.
      await addProducts(page, 3);
      await page.getByRole('link', { name: 'Cart, 3 items' }).first().waitFor({ state: 'visible' });
      await page.goto('/cart/show');
      await appReady(page);
      await page.getByRole('link', { name: 'PROCEED TO CHECKOUT' }).click();
      await page.waitForURL('**/login');

      // Registers and verifies the e-mail from the mailed link, then logs in.
      const email = `karim.${Date.now()}@nirog.test`;
      await page.goto('/register');
      await page.getByLabel(/^Full name/).fill('Karim Uddin');
      await page.getByLabel(/^E-mail/).fill(email);
      await page.getByLabel(/^Mobile number/).fill('01812345678');
      await page.getByLabel(/^Password/).fill('Mango-Ferry-Lamp-42');
      await page.getByLabel(/^Confirm password/).fill('Mango-Ferry-Lamp-42');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.waitForURL('**/email/verify');
      const link = await stack.mail.waitForMail(email, /(https?:\/\/[^\s"<>]+\/api\/email\/verify\/[^\s"<>]+)/);
      await page.goto(link.replaceAll('&amp;', '&'));
      await page.waitForURL('**/email-verify-success');
      await page.goto('/login');
      await appReady(page);
      await logIn(page, email, 'Mango-Ferry-Lamp-42');
      // Back where the guest was sent to log in.
      await page.waitForURL('**/cart/checkout');

      // Checkout has no address yet: the link goes to the address page and back.
      await page.getByRole('link', { name: 'Add shipping address' }).click();
      await page.waitForURL('**/profile/my-shipping-address?_reb=checkout');
      await page.getByLabel(/^Name/).fill('Karim Uddin');
      await page.getByLabel(/^Mobile number/).fill('01812345678');
      await chooseOption(page, /^District/, 'Dhaka');
      await chooseOption(page, /^Sub district/, 'Dhanmondi');
      await page.getByLabel(/^Location/).fill('House 3, Road 5');
      await page.getByRole('button', { name: 'Save address' }).click();
      await page.waitForURL('**/cart/checkout');
      await page.getByText('Dhanmondi').first().waitFor({ state: 'visible' });

      // A coupon, then a cash order: my orders shows it pending.
      await page.getByLabel('Coupon code').fill('HEALTH10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Congratulations').first().waitFor({ state: 'visible' });
      await page.getByRole('radio', { name: 'Cash on delivery' }).check();
      await page.getByRole('button', { name: 'PROCEED TO PAY' }).click();
      await page.waitForURL('**/profile/my-order');
      let orders = await myOrders(page);
      expect(orders.data).toHaveLength(1);
      expect(orders.data[0]).toMatchObject({
        payment_method: 2,
        payment_status: 'Pending',
        order_status: 'Pending',
        coupon_code: 'HEALTH10',
      });
      expect(orders.data[0].order_items).toHaveLength(3);
      await page.getByText(`Order #${orders.data[0].id}`).waitFor({ state: 'visible' });

      // An online order, paid on the sandbox page: back on my orders with the success alert.
      await addProducts(page, 1);
      await page.goto('/cart/checkout');
      await page.getByText('Dhanmondi').first().waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'PROCEED TO PAY' }).click();
      await page.waitForURL('**/payment/sandbox/**');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/profile/my-order');
      await page.getByText('Payment successful').first().waitFor({ state: 'visible', timeout: 10_000 });
      orders = await myOrders(page);
      const online = orders.data[0];
      expect(online).toMatchObject({ payment_method: 1, payment_status: 'Paid', order_status: 'Pending' });

      // Staff move the paid order to Processing; the customer sees it.
      const staff = await newContext(stack.browser, stack.server.url, 'desktop');
      const staffPage = await staff.newPage();
      await staffPage.goto('/login');
      await appReady(staffPage);
      await logIn(staffPage, 'pharmacist@nirog.test', DEMO_PASSWORD);
      await staffPage.waitForURL((url) => url.pathname === '/');
      await staffPage.goto(`/admin/orders/${online.id}`);
      await staffPage.getByRole('button', { name: 'Move to Processing' }).first().click();
      await staffPage.getByRole('dialog').getByRole('button', { name: 'Move', exact: true }).click();
      await staff.close();
      await expect
        .poll(async () => (await myOrders(page)).data[0].order_status, { timeout: 10_000, interval: 250 })
        .toBe('Processing');
      const moved = await stack.mail.waitForMail(email, /order #(\d+) is now Processing/);
      expect(Number(moved)).toBe(online.id);
    } finally {
      await context.close();
    }
  });

  it('the back office coupons table fits 1280 px in both languages: each status whole, Edit in sight', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'desktop', 'en');
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, 'admin@nirog.test');
    await page.waitForURL((url) => url.pathname === '/');
    for (const language of ['en', 'bn'] as const) {
      await page.evaluate(
        (lang) => localStorage.setItem('nirog.language', JSON.stringify({ state: { language: lang }, version: 0 })),
        language,
      );
      await context.addCookies([{ name: 'nirog_lang', value: language, url: stack.server.url }]);
      await page.goto('/admin/coupons');
      await appReady(page);
      await page.locator('table tbody tr').first().waitFor();
      const fit = await page.evaluate(() => {
        const scroller = document.querySelector('table')!.parentElement!;
        return {
          // A status badge's label clips its text when its column is squeezed ("স…" before).
          clippedBadges: [...document.querySelectorAll('table tbody .mantine-Badge-label')].filter(
            (label) => label.scrollWidth > label.clientWidth,
          ).length,
          hiddenButtons: [...document.querySelectorAll('table tbody button')].filter(
            (button) => button.getBoundingClientRect().right > scroller.getBoundingClientRect().right + 1,
          ).length,
        };
      });
      expect(fit, language).toEqual({ clippedBadges: 0, hiddenButtons: 0 });
    }
    await context.close();
  });
});
