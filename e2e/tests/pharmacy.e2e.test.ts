import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MyMedicineRequestsResponse, MyOrdersResponse, MyPrescriptionsResponse } from '@nirog/contracts';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';
import { logIn } from '../support/accounts';

const stack = useE2eStack({ mail: true });

const PATIENT = 'patient@nirog.test';
const PHARMACIST = 'pharmacist@nirog.test';

/** A photographed prescription, drawn here: a white page with a few lines of "handwriting". */
async function prescriptionPhoto(): Promise<Buffer> {
  const lines = ['Rx', 'Tab. Napa 500 mg  1+1+1  x 7 days', 'Cap. Seclo 20 mg  1+0+1', 'Dr. A. Rahman'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="#fff"/>
    ${lines.map((l, i) => `<text x="40" y="${120 + i * 70}" font-size="28" fill="#123">${l}</text>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** Logs in on a new desktop page; answers once the app is back home. */
async function loggedInPage(email: string): Promise<Page> {
  const context = await newContext(stack.browser, stack.server.url, 'desktop');
  const page = await context.newPage();
  await page.goto('/login');
  await appReady(page);
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

/** Calls the API as the user the page is logged in as. */
async function apiAs<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('nirog.session') ?? '{}').state?.token);
  const res = await fetch(`${stack.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Types into a searchable product select and takes the first product offered. */
async function pickProduct(page: Page, label: string, search: string): Promise<string> {
  const box = page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first();
  await box.click();
  await box.fill(search);
  const option = page.getByRole('option', { name: new RegExp(search) }).first();
  await option.waitFor({ state: 'visible' });
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text;
}

describe('pharmacy', () => {
  it('a patient uploads a prescription; the pharmacist makes the order from it; the patient sees it and pays', async () => {
    const patient = await loggedInPage(PATIENT);
    const pharmacist = await loggedInPage(PHARMACIST);
    try {
      // The patient uploads a photo made by this test.
      await patient.goto('/profile/upload-prescription');
      await patient
        .getByLabel('Choose prescription images')
        .setInputFiles({ name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: await prescriptionPhoto() });
      await patient.getByRole('img', { name: /Prescription image 1/ }).waitFor({ state: 'visible' });
      await patient.getByLabel(/^Medicine for how many days/).fill('7');
      await patient.getByLabel(/^Medicines you do not need/).fill('Seclo');
      await patient.getByRole('button', { name: 'Upload prescription' }).click();
      await patient.waitForURL('**/profile/my-prescription');
      await patient.getByText('Prescription successfully uploaded.').first().waitFor({ state: 'visible' });

      const mine = await apiAs<MyPrescriptionsResponse>(patient, '/api/auth/get/my-prescription');
      const uploaded = mine.data[0];
      expect(uploaded).toMatchObject({ status: 'Pending', day_for: 7, unnecessary_medicine: 'Seclo' });
      expect(uploaded.beimages).toHaveLength(1);

      // Its thumbnail loads through the signed private address and opens full screen.
      const card = patient.getByRole('article').filter({ hasText: `Prescription #${uploaded.id}` });
      const thumb = card.locator('img').first();
      await thumb.waitFor({ state: 'visible' });
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await card.getByRole('button', { name: /Open image 1 of 1/ }).click();
      await patient.getByRole('button', { name: 'Zoom in' }).waitFor({ state: 'visible' });
      await patient.keyboard.press('Escape');
      await patient.getByRole('button', { name: 'Zoom in' }).waitFor({ state: 'hidden' });
      // The picture is not public: without the signature there is nothing.
      const bare = new URL(uploaded.beimages[0].image, stack.server.url);
      bare.search = '';
      expect((await fetch(bare)).status).toBe(404);

      // The pharmacist makes an online order from it.
      await pharmacist.goto('/admin/prescriptions');
      await pharmacist
        .getByRole('link', { name: new RegExp(`#${uploaded.id}\\b`) })
        .first()
        .click();
      await pharmacist.waitForURL(`**/admin/prescriptions/${uploaded.id}`);
      await pharmacist.getByRole('button', { name: 'Create order' }).click();
      await pickProduct(pharmacist, 'Product', 'Napa');
      await pharmacist
        .getByLabel(/^Quantity/)
        .first()
        .fill('2');
      await pharmacist.getByRole('button', { name: 'Add', exact: true }).click();
      await pharmacist.getByRole('radio', { name: 'Online payment' }).check();
      await pharmacist.getByRole('button', { name: 'Create the order' }).click();
      await pharmacist.getByRole('link', { name: /^Open order #\d+$/ }).waitFor({ state: 'visible' });

      // The patient is mailed, sees it in My orders awaiting payment, and pays on the sandbox page.
      const orders = await apiAs<MyOrdersResponse>(patient, '/api/auth/order/my-orders');
      const order = orders.data[0];
      expect(order).toMatchObject({ payment_method: 1, payment_status: 'Pending', order_status: 'Pending' });
      expect(order.order_items[0].qty).toBe(2);
      await stack.mail.waitForMail(PATIENT, new RegExp(`#${order.id}`));
      await patient.goto('/profile/my-order');
      await patient.getByRole('button', { name: `Pay now: order #${order.id}` }).click();
      await patient.waitForURL('**/payment/sandbox/**');
      await patient.getByRole('button', { name: 'Pay', exact: true }).click();
      await patient.waitForURL((url) => url.pathname === '/profile/my-order');
      await patient.getByText('Payment successful').first().waitFor({ state: 'visible', timeout: 10_000 });
      const paid = await apiAs<MyOrdersResponse>(patient, '/api/auth/order/my-orders');
      expect(paid.data.find((o) => o.id === order.id)?.payment_status).toBe('Paid');

      // The prescription now shows its order.
      const after = await apiAs<MyPrescriptionsResponse>(patient, '/api/auth/get/my-prescription');
      expect(after.data[0]).toMatchObject({ status: 'Ordered', order: { id: order.id, payment_status: 'Paid' } });
    } finally {
      await patient.context().close();
      await pharmacist.context().close();
    }
  });

  it('a medicine request is marked Ready with a product and the patient opens it with Click to View', async () => {
    const patient = await loggedInPage(PATIENT);
    const pharmacist = await loggedInPage(PHARMACIST);
    const stamp = Date.now();
    const medicine = `Seclo 20 mg capsule ${stamp}`;
    try {
      await patient.goto('/profile/medicine-request');
      await patient.getByLabel(/^Medicine name/).fill(medicine);
      await patient.getByRole('button', { name: 'Send request' }).click();
      await patient.getByRole('dialog').getByRole('button', { name: 'See my requests' }).click();
      await patient.waitForURL('**/profile/my-medicine-requests');
      const row = patient.getByRole('row').filter({ hasText: medicine });
      await row.getByText('Pending').waitFor({ state: 'visible' });
      await row.getByRole('button', { name: 'No action' }).waitFor({ state: 'visible' });

      // The pharmacist finds it, links a product and marks it Ready.
      await pharmacist.goto('/admin/medicine-requests');
      await pharmacist
        .getByRole('button', { name: `Update the request for ${medicine}` })
        .first()
        .click();
      const dialog = pharmacist.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Ready' }).check();
      const product = await pickProduct(pharmacist, 'Product', 'Napa');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await stack.mail.waitForMail(PATIENT, new RegExp(String(stamp)));

      const requests = await apiAs<MyMedicineRequestsResponse>(patient, '/api/auth/medicine-request/index');
      const ready = requests.data.find((r) => r.name === medicine)!;
      expect(ready.status).toBe('Ready');
      expect(product).toContain(ready.product!.title);

      // The patient opens the product from the list.
      await patient.reload();
      await row.getByText('Ready').waitFor({ state: 'visible' });
      await row.getByRole('link', { name: 'Click to View' }).click();
      await patient.waitForURL(`**/product/${ready.product!.slug}`);
      await patient.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    } finally {
      await patient.context().close();
      await pharmacist.context().close();
    }
  });
});
