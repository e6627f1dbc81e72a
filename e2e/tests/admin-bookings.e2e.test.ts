import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';
import { logIn } from '../support/accounts';

const stack = useE2eStack({ mail: true });

/** Screenshots of the journey, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: true });
};

describe('back-office bookings', () => {
  it('an Admin finds a paid appointment, cancels it with a reason, the patient is mailed, and the refund is recorded', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone', 'en');
    const page = await context.newPage();
    await page.goto('/login');
    await appReady(page);
    await logIn(page, 'admin@nirog.test');
    await page.waitForURL((url) => url.pathname === '/');

    // Paid, Ready doctor appointments of the demo patient.
    await page.goto('/admin/bookings?kind=appointment&status=Ready&payment_status=Paid&patient=patient%40nirog.test');
    await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Booking #\d+$/ }) })
      .first();
    await first.waitFor();
    expect(await first.textContent()).toContain('Tanvir Ahmed');
    await shot(page, 'admin-bookings-360-en');
    const link = first.getByRole('link', { name: /^Booking #\d+$/ });
    const id = Number((await link.textContent())!.replace(/\D/g, ''));
    await link.click();
    await page.getByRole('heading', { level: 1, name: `Booking #${id}` }).waitFor();
    expect(await page.getByRole('region', { name: 'Fee' }).textContent()).toContain('Total');

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking #${id}?` });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('The doctor is away at a conference that day');
    await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
    await page.getByText('The booking was cancelled.').waitFor();
    const refund = page.getByRole('region', { name: 'Refund due' });
    await refund.waitFor();
    await shot(page, 'admin-booking-refund-360-en');
    // The patient is mailed the reason (the mail's text says which booking).
    const said = await stack.mail.waitForMail(
      'patient@nirog.test',
      /#(\d+)[^\n]*\n(?:[^\n]*\n)*?[^\n]*The doctor is away at a conference that day/,
    );
    expect(Number(said)).toBe(id);

    // The refund list has it until the refund is recorded.
    await page.goto('/admin/bookings?refund_due=1');
    await page.getByRole('link', { name: `Booking #${id}` }).click();
    await page.getByRole('region', { name: 'Refund due' }).getByRole('button', { name: 'Mark refunded' }).click();
    await page
      .getByRole('dialog', { name: `Record the refund of booking #${id}?` })
      .getByRole('button', { name: 'Yes, it was refunded' })
      .click();
    await page.getByText('The refund was recorded.').waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Refund due' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'History' }).textContent()).toContain('Refund recorded');
    await context.close();
  }, 120_000);
});
