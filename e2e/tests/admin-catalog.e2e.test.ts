import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopResponse } from '@nirog/contracts';
import { launchBrowser, newContext } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { logIn } from '../support/accounts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shopSearch(keyword: string): Promise<ShopResponse> {
  const res = await fetch(`${server.url}/api/shop?keyword=${encodeURIComponent(keyword)}`);
  return (await res.json()) as ShopResponse;
}

/** Logs a demo staff member in from the login page and waits for the home page. */
async function logInAsStaff(page: Page, email: string) {
  await page.goto('/login');
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === '/');
}

describe('back-office catalogue', () => {
  it('a pharmacist creates a product with a picture and it is sold in the shop', async () => {
    const context = await newContext(browser, server.url, 'desktop');
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
      const served = await fetch(`${server.url}/storage/${found.data[0].image?.thumbnail}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
    } finally {
      await context.close();
    }
  });

  it('an admin imports a CSV: progress, counts, the bad row by line, and the products in the shop', async () => {
    const context = await newContext(browser, server.url, 'desktop');
    const page = await context.newPage();
    try {
      await logInAsStaff(page, 'admin@nirog.test');
      await page.goto('/admin/catalog/imports');
      const csv = [
        'Brand Name,Dosage Form,Strength,Generic,Manufacturer,Price,Category,Discount',
        'Importol,Tablet,500 mg,Paracetamol,Importers Pharma Ltd.,2.50,,',
        'Importol Plus,Tablet,500 mg+65 mg,Paracetamol + Caffeine,Importers Pharma Ltd.,"1,200.00",,5',
        'Brokenol,Tablet,10 mg,Cetirizine,Importers Pharma Ltd.,call for price,,',
      ].join('\n');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Upload and import' }).click();

      await page.getByText('3 of 3 rows processed').waitFor({ state: 'visible', timeout: 20_000 });
      const errors = page.getByRole('table').filter({ hasText: 'Problem' });
      await errors.getByRole('row').filter({ hasText: 'price' }).first().waitFor({ state: 'visible' });
      expect(await errors.getByRole('row').nth(1).textContent()).toContain('4');

      expect((await shopSearch('importol')).total).toBe(2);
      expect((await shopSearch('brokenol')).total).toBe(0);
    } finally {
      await context.close();
    }
  });
});
