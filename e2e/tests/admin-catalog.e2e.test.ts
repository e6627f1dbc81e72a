import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShopResponse } from '@nirog/contracts';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';
import { logIn } from '../support/accounts';

const stack = useE2eStack();

async function shopSearch(keyword: string): Promise<ShopResponse> {
  const res = await fetch(`${stack.server.url}/api/shop?keyword=${encodeURIComponent(keyword)}`);
  return (await res.json()) as ShopResponse;
}

/** Logs a demo staff member in from the login page and waits for the home page. */
async function logInAsStaff(page: Page, email: string) {
  await page.goto('/login');
  await appReady(page);
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === '/');
}

describe('back-office catalogue', () => {
  it('a pharmacist creates a product with a picture and it is sold in the shop', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'desktop');
    const page = await context.newPage();
    try {
      await logInAsStaff(page, 'pharmacist@nirog.test');
      await page.goto('/admin/catalog');
      await page.getByRole('link', { name: 'New product' }).first().click();
      await page.getByLabel(/^Brand name \(title\)/).fill('Testocillin');
      await page.getByLabel(/^Strength/).fill('250 mg');
      await page.getByLabel(/^Price/).fill('120');
      await page.getByLabel(/^Discount \(%\)/).fill('10');
      await page.getByRole('button', { name: 'Create product' }).click();
      await page.waitForURL(/\/admin\/catalog\/products\/\d+$/);

      const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f766e' } })
        .jpeg()
        .toBuffer();
      await page
        .getByLabel('Choose pictures to upload')
        .setInputFiles({ name: 'pack.jpg', mimeType: 'image/jpeg', buffer: picture });
      await page.getByRole('img', { name: 'Picture 1 of Testocillin' }).waitFor({ state: 'visible' });

      const found = await shopSearch('testocillin');
      expect(found.data).toHaveLength(1);
      expect(found.data[0]).toMatchObject({ title: 'Testocillin', power: '250 mg', price: 120, final_price: 108 });
      expect(found.data[0].image?.thumbnail).toMatch(/^products\/.+\.webp$/);
      const served = await fetch(`${stack.server.url}/storage/${found.data[0].image?.thumbnail}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
    } finally {
      await context.close();
    }
  });

  it('a pharmacist imports a drug-index CSV through the dry run: counts, confirm, the products in the shop', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'desktop');
    const page = await context.newPage();
    try {
      await logInAsStaff(page, 'admin@nirog.test');
      await page.goto('/admin/catalog/imports');
      // A drug index's own headers and labelled prices, an unknown column, an exact repeat and a bad row.
      const csv = [
        'Type,Name,MG,Generic Name,Company Name,Price,Remarks',
        'Tablet,Importol,500 mg,Paracetamol,Importers Pharma Ltd.,Unit Price : ৳ 2.50,x',
        'Tablet,Importol Plus,500 mg+65 mg,Paracetamol + Caffeine,Importers Pharma Ltd.,"Tk 1,200.00",',
        'Tablet,Importol,500 mg,Paracetamol,Importers Pharma Ltd.,Unit Price : ৳ 2.50,x',
        'Tablet,Brokenol,10 mg,Cetirizine,Importers Pharma Ltd.,call for price,',
      ].join('\n');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'drug-index.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Upload and check' }).click();

      const report = page.getByRole('region', { name: 'drug-index.csv' });
      await report.getByText('Checked, waiting for you').waitFor({ state: 'visible', timeout: 20_000 });
      const count = async (label: string) =>
        (await report.getByText(label, { exact: true }).locator('xpath=..').textContent())?.replace(label, '');
      expect(await count('New')).toBe('2');
      expect(await count('Skipped (repeats)')).toBe('1');
      expect(await count('Bad rows')).toBe('1');
      await report.getByText('Ignored columns (not known): Remarks').waitFor({ state: 'visible' });
      const errors = page.getByRole('table').filter({ hasText: 'Problem' });
      expect(await errors.getByRole('row').nth(1).textContent()).toContain('5');
      // Nothing is written before the confirmation.
      expect((await shopSearch('importol')).total).toBe(0);

      await report.getByRole('button', { name: 'Confirm import' }).click();
      await report.getByText('Done', { exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      expect((await shopSearch('importol')).total).toBe(2);
      expect((await shopSearch('brokenol')).total).toBe(0);
    } finally {
      await context.close();
    }
  });
});
