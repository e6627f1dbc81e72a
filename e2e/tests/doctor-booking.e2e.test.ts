import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DoctorCard, EarningsResponse, MyDoctorAppointmentsResponse, Paginated } from '@nirog/contracts';
import { appReady, newContext, screenshot as shot } from '../support/browser';
import { serverApi } from '../support/api';
import { bringBookingToToday } from '../support/database';
import { useE2eStack } from '../support/stack';
import { logIn } from '../support/accounts';

const stack = useE2eStack();

const { call, login } = serverApi(stack);

/** The first doctor of a listing who takes in-person appointments for a fee. */
async function bookableDoctor(list: '/api/bd-doctors-appointment' | '/api/in-doctors-appointment', name?: string) {
  const page = await call<Paginated<DoctorCard>>(`${list}${name ? `?keyword=${encodeURIComponent(name)}` : ''}`);
  const doctor = page.data.find((d) => d.appointment_service === 1 && (d.appointment_fee ?? 0) > 0);
  if (!doctor) throw new Error(`no bookable doctor in ${list}`);
  return doctor;
}

/** Picks the first offered date and its first free time, fills the problem and books. */
async function bookFirstFreeSlot(page: Page, problem: string) {
  const days = page.getByRole('radiogroup', { name: 'Appointment date' }).getByRole('radio');
  await days.first().waitFor({ state: 'attached' });
  const count = await days.count();
  for (let i = 0; i < count; i++) {
    await page.locator(`label[for="${await days.nth(i).getAttribute('id')}"]`).click();
    const times = page.getByRole('radiogroup', { name: 'Appointment time' });
    const free = times.locator('input[type="radio"]:not([disabled])');
    await times.or(page.getByText('No free time on this day. Please pick another date.')).waitFor();
    if (await free.count()) {
      await page.locator(`label[for="${await free.first().getAttribute('id')}"]`).click();
      break;
    }
  }
  await page.getByLabel(/^What is the problem/).fill(problem);
  await page.getByRole('button', { name: 'Book and pay' }).click();
}

async function browserLogIn(page: Page, email: string, back: string | RegExp) {
  await page.waitForURL('**/login');
  await logIn(page, email);
  await page.waitForURL(back);
}

describe('doctor bookings, the patient’s side', () => {
  it('a patient books a Bangladeshi doctor on a free slot, pays, sees the serial; reviews it once completed; the review shows on the profile', async () => {
    const doctorLogin = await login('doctor@nirog.test');
    const doctor = await bookableDoctor('/api/bd-doctors-appointment', doctorLogin.user!.name);
    const context = await newContext(stack.browser, stack.server.url, 'desktop');
    const page = await context.newPage();
    try {
      // A guest opening the booking page logs in first and comes back to it.
      await page.goto(`/bd-doctor-appointment/doctor/${doctor.id}/now`);
      await browserLogIn(page, 'patient@nirog.test', `**/bd-doctor-appointment/doctor/${doctor.id}/now`);
      await page.getByRole('heading', { name: `${doctor.title} ${doctor.user.name}` }).waitFor();
      // The patient's name comes from the profile.
      const patient = await login('patient@nirog.test');
      expect(await page.getByLabel(/^Patient's name/).inputValue()).toBe(patient.user!.name);
      await shot(page, 'booking-bd-1280-en');
      await bookFirstFreeSlot(page, 'Chest pain when climbing stairs');

      // The sandbox payment page, then back on the list with the success popup and a serial number.
      await page.waitForURL('**/payment/sandbox/**');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/profile/my-doctor-appointment');
      await page.getByText('Payment successful').first().waitFor({ state: 'visible', timeout: 10_000 });
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('nirog.session') ?? '{}').state?.token);
      const mine = await call<MyDoctorAppointmentsResponse>('/api/auth/doctor-appointment/my-appointment', token);
      const booking = mine.data.find(
        (b) => b.doctor_id === doctor.id && b.payment_status === 'Paid' && b.status === 'Ready',
      )!;
      expect(booking.serial_no).not.toBeNull();
      const card = page.getByRole('article', { name: `Appointment #${booking.id}` });
      await card.waitFor();
      expect(await card.getByText('Serial no').locator('xpath=following-sibling::dd').textContent()).toBe(
        String(booking.serial_no),
      );
      expect(await card.textContent()).toContain('Paid');
      await shot(page, 'list-appointments-1280-en');

      // Its day comes (brought to today on the server's database); the doctor completes it; the patient reviews it.
      await bringBookingToToday(stack, booking.id);
      await call(`/api/doctor/appointment/appointment/${booking.id}/make-completed`, doctorLogin.token, {
        method: 'PUT',
        body: {},
      });
      await page.reload();
      await card.getByRole('link', { name: `Write a review: booking #${booking.id}` }).click();
      await page.waitForURL(`**/doctor/review/${booking.id}`);
      await page.getByRole('heading', { name: 'Write a review' }).waitFor();
      await shot(page, 'review-1280-en');
      const rating = page.getByRole('radio', { name: 'Satisfactory' });
      await page.locator(`label[for="${await rating.getAttribute('id')}"]`).click();
      const words = `Explained the ECG patiently ${Date.now()}`;
      await page.getByLabel(/^Your review/).fill(words);
      await page.getByRole('button', { name: 'Submit review' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/my-doctor-appointment');
      await card.waitFor();
      // The list may show its cached rows first while it reloads: wait for the fresh answer.
      await card.getByRole('link', { name: /Write a review/ }).waitFor({ state: 'detached' });

      // The profile shows it at once.
      await page.goto(`/bd-doctor-appointment/doctor/${doctor.id}`);
      await page.getByText(words).waitFor();
    } finally {
      await context.close();
    }
  });

  it('an India booking with a referral code shows on the code owner’s earnings page', async () => {
    const owner = await login('nurse@nirog.test');
    const code = owner.user!.referral_code;
    const doctor = await bookableDoctor('/api/in-doctors-appointment');
    const context = await newContext(stack.browser, stack.server.url, 'desktop');
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await appReady(page);
      await logIn(page, 'patient@nirog.test');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`/in-doctor-appointment/doctor/${doctor.id}/now`);
      await page.getByRole('heading', { name: `${doctor.title} ${doctor.user.name}` }).waitFor();
      // A wrong code is refused and cleared; the owner's code is applied.
      const field = page.getByLabel(/^Referral code/);
      await field.fill('NOT-A-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Invalid referral code').first().waitFor();
      expect(await field.inputValue()).toBe('');
      await field.fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText(`Referral code ${code} applied`).waitFor();
      await page.getByRole('checkbox', { name: 'Medical visa' }).check();
      expect(await page.getByRole('checkbox', { name: 'Hotel' }).isDisabled()).toBe(true);
      await shot(page, 'booking-in-1280-en');
      await bookFirstFreeSlot(page, 'Knee replacement consultation');
      await page.waitForURL('**/payment/sandbox/**');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/profile/my-doctor-appointment');

      const earnings = await call<EarningsResponse>('/api/auth/get-my-benefit-list', owner.token);
      const earning = earnings.data[0];
      expect(earning).toMatchObject({ status: 'Pending' });
      expect(earning.total_benefit_in_bdt).toBeGreaterThan(0);

      // The owner sees it on My Earnings.
      const ownerContext = await newContext(stack.browser, stack.server.url, 'desktop');
      const ownerPage = await ownerContext.newPage();
      await ownerPage.goto('/profile/my-broker-earnings');
      await browserLogIn(ownerPage, 'nurse@nirog.test', '**/profile/my-broker-earnings');
      const row = ownerPage.getByRole('row', { name: new RegExp(earning.patient.name) });
      await row.waitFor();
      expect(await row.textContent()).toContain('Pending');
      expect(await row.textContent()).toContain('₹');
      await shot(ownerPage, 'earnings-1280-en');
      await ownerContext.close();
    } finally {
      await context.close();
    }
  });
});
