import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminPrescription, MyOrdersResponse, MyPrescriptionsResponse } from '@nirog/contracts';
import { appReady } from '../support/browser';
import { useE2eStack } from '../support/stack';
import { loggedInPage } from '../support/accounts';

const stack = useE2eStack({ mail: true });

const PATIENT = 'patient@nirog.test';
const PHARMACIST = 'pharmacist@nirog.test';
/** A prescription-only medicine of the demo shop (Naproxen). */
const RX_PRODUCT = 'Naprosyn';

/** A photographed prescription, drawn here. */
async function prescriptionPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="#fff"/>
    <text x="40" y="120" font-size="28" fill="#123">Rx  Tab. Naprosyn 500 mg  1+0+1</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

const loggedIn = (email: string, device: 'phone' | 'desktop', language: 'en' | 'bn' = 'en') =>
  loggedInPage(stack.browser, stack.server.url, email, device, language);

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('nirog.session') ?? '{}').state?.token as string);

/** Calls the API as the user the page is logged in as. */
async function apiAs(page: Page, path: string, init: { method?: string; body?: object } = {}): Promise<Response> {
  return fetch(`${stack.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${await tokenOf(page)}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}
const jsonAs = async <T>(page: Page, path: string): Promise<T> => {
  const res = await apiAs(page, path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

/** Uploads a prescription from the patient's page; answers its id. */
async function uploadPrescription(patient: Page, labels: { choose: RegExp; days: RegExp; upload: RegExp }) {
  await patient.goto('/profile/upload-prescription');
  await appReady(patient);
  await patient
    .getByLabel(labels.choose)
    .first()
    .setInputFiles({ name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: await prescriptionPhoto() });
  await patient.getByLabel(labels.days).fill('10');
  await patient.getByRole('button', { name: labels.upload }).click();
  await patient.waitForURL('**/profile/my-prescription');
  const mine = await jsonAs<MyPrescriptionsResponse>(patient, '/api/auth/get/my-prescription');
  return mine.data[0].id;
}

/** Puts the prescription-only medicine in the cart from the shop and checks out with the newest prescription. */
async function checkOutWithPrescription(
  patient: Page,
  labels: { add: RegExp; checkout: string; choose: RegExp; cash: string; pay: string },
): Promise<number> {
  await patient.goto(`/shop?keyword=${RX_PRODUCT}`);
  await appReady(patient);
  // The first of the brand's packs found (their titles are in the page's language).
  const card = patient.locator('main article').first();
  await card.waitFor({ state: 'visible' });
  await card.getByRole('button', { name: labels.add }).click();
  await patient.goto('/cart/show');
  await patient.getByRole('link', { name: labels.checkout }).first().click();
  await patient.waitForURL('**/cart/checkout');
  // The newest prescription comes first: the one just uploaded.
  const choice = patient.getByRole('radiogroup', { name: labels.choose }).getByRole('radio').first();
  await choice.click();
  await expect.poll(() => choice.isChecked()).toBe(true);
  await patient.getByRole('radio', { name: labels.cash }).check();
  await patient.getByRole('button', { name: labels.pay }).click();
  await patient.waitForURL('**/profile/my-order');
  const orders = await jsonAs<MyOrdersResponse>(patient, '/api/auth/order/my-orders');
  return orders.data[0].id;
}

/** The order's card on My orders. */
const orderCard = (patient: Page, heading: string) =>
  patient.locator('article, section, [role=listitem]').filter({ has: patient.getByRole('heading', { name: heading }) });

describe('a prescription-only order at checkout and its pharmacist check', () => {
  it('the patient attaches a prescription at checkout; the pharmacist sees it on the prescription and confirms it', async () => {
    const patient = await loggedIn(PATIENT, 'phone');
    const pharmacist = await loggedIn(PHARMACIST, 'desktop');
    try {
      const prescriptionId = await uploadPrescription(patient, {
        choose: /^Choose prescription images/,
        days: /^Medicine for how many days/,
        upload: /^Upload prescription$/,
      });
      const orderId = await checkOutWithPrescription(patient, {
        add: /^Add to cart: /,
        checkout: 'PROCEED TO CHECKOUT',
        choose: /^Choose one of your prescriptions/,
        cash: 'Cash on delivery',
        pay: 'PROCEED TO PAY',
      });
      const placed = await jsonAs<MyOrdersResponse>(patient, '/api/auth/order/my-orders');
      expect(placed.data[0]).toMatchObject({
        id: orderId,
        order_status: 'Pending',
        prescription: { id: prescriptionId, check: 'Awaiting' },
      });
      // My orders says it waits for the pharmacist; the order-placed mail came.
      const card = orderCard(patient, `Order #${orderId}`);
      await card.getByText(/^Waiting for a pharmacist to check your prescription/).waitFor({ state: 'visible' });
      await stack.mail.waitForMail(
        PATIENT,
        new RegExp(
          `#${orderId}[\\s\\S]*A pharmacist checks the prescription you attached before your order is processed`,
        ),
      );

      // The pharmacist finds the order in the back office, then its prescription: Ordered, naming the order,
      // and no second order while this one is live.
      await pharmacist.goto('/admin/orders');
      await pharmacist
        .getByRole('link', { name: new RegExp(`#${orderId}\\b`) })
        .first()
        .waitFor({ state: 'visible' });
      await pharmacist.goto(`/admin/prescriptions/${prescriptionId}`);
      await appReady(pharmacist);
      await pharmacist.getByText(`Order #${orderId} is placed with this prescription`).first().waitFor();
      await pharmacist.getByText('by the patient at checkout').first().waitFor();
      expect(await pharmacist.getByRole('button', { name: 'Create order' }).isDisabled()).toBe(true);
      const page1 = pharmacist.getByRole('img', { name: 'Prescription page 1 of 1' });
      await expect.poll(() => page1.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const detail = (await (
        await apiAs(pharmacist, `/api/admin/prescriptions/${prescriptionId}`)
      ).json()) as AdminPrescription;
      expect(detail).toMatchObject({ status: 'Ordered', order: { id: orderId, placed_by: 'patient' } });
      const second = await apiAs(pharmacist, `/api/admin/prescriptions/${prescriptionId}/order`, {
        method: 'POST',
        body: { items: [{ product_id: 1, qty: 1 }], payment_method: 2 },
      });
      expect(second.status).toBe(422);
      expect(((await second.json()) as { message: string }).message).toContain(`#${orderId}`);

      // The pharmacist opens the order and confirms the prescription.
      await pharmacist
        .getByRole('link', { name: new RegExp(`Open order #${orderId}`) })
        .first()
        .click();
      await pharmacist.waitForURL(`**/admin/orders/${orderId}`);
      // Until the check, the order cannot move on.
      const move = pharmacist.getByRole('button', { name: 'Move to Processing' });
      expect(await move.isDisabled()).toBe(true);
      await pharmacist.getByRole('button', { name: 'Confirm prescription' }).click();
      await pharmacist.getByRole('dialog').getByRole('button', { name: 'Confirm prescription' }).click();
      await pharmacist.getByText('Prescription confirmed').first().waitFor({ state: 'visible' });
      await expect.poll(() => move.isEnabled()).toBe(true);

      // The patient's My orders says so.
      await patient.reload();
      await card
        .getByText('Your prescription is confirmed: your order will now be prepared for delivery.')
        .waitFor({ state: 'visible' });
      const confirmed = await jsonAs<MyOrdersResponse>(patient, '/api/auth/order/my-orders');
      expect(confirmed.data.find((o) => o.id === orderId)?.prescription?.check).toBe('Confirmed');
    } finally {
      await patient.context().close();
      await pharmacist.context().close();
    }
  });

  it('in Bengali: the pharmacist rejects the prescription; the order is cancelled with the reason the patient reads and is mailed', async () => {
    const patient = await loggedIn(PATIENT, 'phone', 'bn');
    const pharmacist = await loggedIn(PHARMACIST, 'desktop');
    try {
      await uploadPrescription(patient, {
        choose: /^প্রেসক্রিপশনের ছবি বেছে নিন/,
        days: /^কত দিনের ওষুধ/,
        upload: /^প্রেসক্রিপশন আপলোড করুন$/,
      });
      const orderId = await checkOutWithPrescription(patient, {
        add: /^কার্টে যোগ করুন: /,
        checkout: 'চেকআউটে এগিয়ে যান',
        choose: /^আপনার একটি প্রেসক্রিপশন বেছে নিন/,
        cash: 'ক্যাশ অন ডেলিভারি',
        pay: 'পেমেন্টে এগিয়ে যান',
      });

      await pharmacist.goto(`/admin/orders/${orderId}`);
      await appReady(pharmacist);
      await pharmacist.getByRole('button', { name: 'Reject prescription' }).click();
      const dialog = pharmacist.getByRole('dialog');
      await dialog.getByLabel(/^Reason/).fill('The prescription is for another patient');
      await dialog.getByRole('button', { name: 'Reject and cancel the order' }).click();
      await pharmacist.getByText('Prescription rejected').first().waitFor({ state: 'visible' });

      const orders = await jsonAs<MyOrdersResponse>(patient, '/api/auth/order/my-orders');
      const cancelled = orders.data.find((o) => o.id === orderId)!;
      expect(cancelled).toMatchObject({ order_status: 'Cancelled', prescription: { check: 'Rejected' } });
      expect(cancelled.cancel_reason).toBe('The prescription is for another patient');
      await patient.reload();
      await appReady(patient);
      await patient.getByText('আপনার প্রেসক্রিপশন গ্রহণ করা হয়নি।').first().waitFor({ state: 'visible' });
      // The sentence once and the pharmacist's reason once (the reason used to repeat the sentence).
      await patient.getByText('কারণ: The prescription is for another patient', { exact: true }).waitFor();
      // The cancellation mail, in the patient's language, with the reason.
      const mail = await stack.mail.waitForMail(PATIENT, /([^\n]*The prescription is for another patient[^\n]*)/);
      expect(mail.trim()).toBe('কারণ: প্রেসক্রিপশন গ্রহণ করা হয়নি: The prescription is for another patient');
    } finally {
      await patient.context().close();
      await pharmacist.context().close();
    }
  });
});
