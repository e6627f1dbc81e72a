import { describe, expect, it } from 'vitest';
import { logIn } from '../support/accounts';
import { newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';

const stack = useE2eStack();

/** Where an element's bottom edge is, in px from the top of the viewport. */
const bottomOf = async (locator: import('playwright-core').Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

describe('signed-in areas on a phone (360 x 780)', () => {
  it.each([
    ['patient@nirog.test', '/profile/my-order'],
    ['doctor@nirog.test', '/sp/doctor/appointment'],
    ['nurse@nirog.test', '/sp/nurse/appointments'],
    ['ambulance@nirog.test', '/sp/ambulance/bookings'],
  ])('%s sees the page (%s) in the first screen, the area links in one strip above it', async (email, path) => {
    const context = await newContext(stack.browser, stack.server.url, 'phone');
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(path);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await bottomOf(heading)).toBeLessThan(780 / 2);
    // The links scroll sideways in one row; the current one is in view.
    const nav = page.getByRole('complementary').getByRole('navigation');
    const current = nav.locator('a[data-active]');
    expect(await current.isVisible()).toBe(true);
    const navBox = (await nav.boundingBox())!;
    expect(navBox.height).toBeLessThan(60);
    await context.close();
  });

  it("shows an order's five stages with whole words that do not run into each other", async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone');
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, 'patient@nirog.test');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/profile/my-order');
    const steps = page.getByRole('list', { name: 'Order progress' });
    await steps.first().waitFor();
    expect(await steps.count()).toBeGreaterThan(1);
    // For each list: the labels that broke inside a word ("Complete/d"), and the least room between neighbours.
    const drawn = await steps.evaluateAll((lists) =>
      lists.map((list) => {
        const labels = [...list.children].map((step) => {
          const range = document.createRange();
          range.selectNodeContents(step.lastElementChild!);
          return {
            text: step.lastElementChild!.textContent!,
            lines: range.getClientRects().length,
            box: range.getBoundingClientRect(),
          };
        });
        const broken = labels.filter((l) => !l.text.includes(' ') && l.lines > 1).map((l) => l.text);
        const room = Math.min(...labels.slice(1).map((l, i) => l.box.left - labels[i].box.right));
        return { broken, room };
      }),
    );
    for (const list of drawn) {
      expect(list.broken).toEqual([]);
      expect(list.room).toBeGreaterThanOrEqual(0);
    }
    await context.close();
  });
});
