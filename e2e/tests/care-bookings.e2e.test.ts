import { describe, expect, it } from 'vitest';
import {
  CARE_BOOKING_API,
  type MyAmbulanceBooking,
  type MyNurseAppointment,
  type NurseDetailResponse,
  type Paginated,
} from '@nirog/contracts';
import { appReady, newContext, screenshot as shot } from '../support/browser';
import { serverApi } from '../support/api';
import { bringBookingToToday } from '../support/database';
import { longDate } from '../support/dates';
import { useE2eStack } from '../support/stack';
import { DEMO_PASSWORD } from '../support/accounts';

const stack = useE2eStack();

/** A 40 x 30 PNG (an ID picture stand-in), valid for the server's content check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwGnBJJ5QORnb45L+mzSUO1mfzLF4Th3hqneaAonKLCSGxWJxWAwWi8VhMV+xeAFsL+pc9GyjjQAAAABJRU5ErkJggg==',
  'base64',
);

const { call, login } = serverApi(stack);

async function loggedIn(email: string, device: 'phone' | 'desktop', language: 'en' | 'bn' = 'en') {
  const context = await newContext(stack.browser, stack.server.url, device, language);
  const page = await context.newPage();
  await page.goto('/login');
  await appReady(page);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: language === 'bn' ? 'লগইন' : 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return { context, page };
}

/** Today in Dhaka plus `days`, `YYYY-MM-DD`. */
const dhakaDay = (days: number) => new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The first day from 40 days on (clear of the demo bookings) when the nurse offers the 12-hour day package. */
function twelveHourDay(nurse: NurseDetailResponse['nurse']) {
  for (let d = 40; d <= 60; d++) {
    const date = dhakaDay(d);
    const code = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (nurse.wdays.find((w) => w.code === code)?.pivot.hour_12_day === 1) return date;
  }
  throw new Error('the demo nurse offers no 12-hour day package');
}

describe('nurse and ambulance bookings', () => {
  it('a patient books a nurse for a 12-hour day with ID pictures and pays; the nurse completes it; the patient reviews it', async () => {
    const nurseLogin = await login('nurse@nirog.test');
    const { nurse: profile } = await call<{ nurse: { id: number } }>('/api/nurse/profile', nurseLogin.token);
    const { nurse } = await call<NurseDetailResponse>(`/api/nurse-appointment/${profile.id}`);
    const date = twelveHourDay(nurse);
    const patientLogin = await login('patient@nirog.test');
    const { context, page } = await loggedIn('patient@nirog.test', 'desktop');
    try {
      await page.goto(`/nurse-appointment/nurse/${nurse.id}/now`);
      await page.getByRole('heading', { name: nurse.user.name }).waitFor();
      // The phone comes from the account; the district is the nurse's own.
      expect(await page.getByLabel(/^Contact number/).inputValue()).toBe(patientLogin.user!.phone ?? '');
      expect(
        await page
          .getByLabel(/^District/)
          .first()
          .inputValue(),
      ).toBe(nurse.district!.name);

      // The date (behind "More dates"), then the 12-hour day package with its fee.
      await page.getByRole('button', { name: /^More dates/ }).click();
      const day = page.locator(`input[type="radio"][value="${date}"]`);
      await page.locator(`label[for="${await day.getAttribute('id')}"]`).click();
      await page.getByRole('radio', { name: /^12 hours day/ }).check();
      await page
        .getByLabel(/^Sub district/)
        .first()
        .click();
      await page.getByRole('option').first().click();
      await page.getByLabel(/^Address/).fill('House 12, Road 5, Mirpur 10');
      await page.getByLabel(/^Purpose/).fill('Care after a knee operation');
      for (const side of ['front', 'back']) {
        const drop = page.getByLabel(`Choose NID or passport (${side})`);
        await drop.setInputFiles({ name: `nid-${side}.png`, mimeType: 'image/png', buffer: PNG });
        await drop.waitFor({ state: 'detached' });
      }
      await shot(page, 'nurse-form-1280-en');
      await page.getByRole('button', { name: 'Book and pay' }).click();

      await page.waitForURL('**/payment/sandbox/**');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/profile/my-nurse-appointment');
      await page.getByText('Payment successful').first().waitFor({ state: 'visible', timeout: 10_000 });
      const mine = await call<Paginated<MyNurseAppointment>>(CARE_BOOKING_API.myNurseAppointments, patientLogin.token);
      const booking = mine.data.find((b) => b.app_date === date && b.nurse_service === 'hour_12_day')!;
      expect(booking).toMatchObject({ status: 'Ready', payment_status: 'Paid', app_time: '06:00', end_time: '18:00' });
      expect(booking.id_images).toHaveLength(2);
      const card = page.getByRole('article', { name: `Nurse appointment #${booking.id}` });
      await card.waitFor();
      expect(await card.textContent()).toContain('12 hours day');
      await shot(page, 'my-nurse-1280-en');

      // The nurse's Appointment List: not before its day, only from when it can be completed.
      const nurseSide = await loggedIn('nurse@nirog.test', 'desktop');
      await nurseSide.page.goto('/sp/nurse/appointments');
      const item = nurseSide.page.getByRole('article', { name: `Appointment #${booking.id}` });
      await item.waitFor();
      await item.getByText(`Can be completed from ${longDate(date)}`, { exact: true }).waitFor();
      const completeButton = item.getByRole('button', { name: `Mark appointment #${booking.id} Completed` });
      expect(await completeButton.count()).toBe(0);
      await shot(nurseSide.page, 'nurse-list-1280-en');

      // Its day comes (brought to today on the server's database): she marks it Completed.
      await bringBookingToToday(stack, booking.id);
      await nurseSide.page.reload();
      await completeButton.click();
      await item.getByText('Completed', { exact: true }).waitFor();
      await nurseSide.context.close();

      // The patient reviews it; Write a review then goes away.
      await page.reload();
      await card.getByRole('link', { name: `Write a review of booking #${booking.id}` }).click();
      await page.waitForURL('**/add-review');
      const rating = page.getByRole('radio', { name: 'Delightful' });
      await page.locator(`label[for="${await rating.getAttribute('id')}"]`).click();
      const words = `Very caring, always on time ${Date.now()}`;
      await page.getByLabel(/^Your review/).fill(words);
      await page.getByRole('button', { name: 'Submit review' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/my-nurse-appointment');
      await card.waitFor();
      // The list may show its cached rows first while it reloads: wait for the fresh answer.
      await card.getByRole('link', { name: /Write a review/ }).waitFor({ state: 'detached' });
      await page.goto(`/nurse-appointment/nurse/${nurse.id}`);
      await page.getByText(words).waitFor();
    } finally {
      await context.close();
    }
  });

  it('in Bengali on a phone: a patient books an ambulance, the owner completes it and pays the service charge on the sandbox page', async () => {
    const ownerLogin = await login('ambulance@nirog.test');
    const { ambulance } = await call<{ ambulance: { id: number } }>('/api/ambulance/profile', ownerLogin.token);
    const patientLogin = await login('patient@nirog.test');
    const { context, page } = await loggedIn('patient@nirog.test', 'phone', 'bn');
    try {
      await page.goto(`/ambulance-booking/ambulance/${ambulance.id}/now`);
      await page.getByLabel(/^যেখান থেকে নেবে/).fill('বাড়ি ৭, রোড ৩, মিরপুর ১০');
      await page.getByLabel(/^গন্তব্য/).fill('ঢাকা মেডিকেল কলেজ হাসপাতাল');
      await shot(page, 'ambulance-form-360-bn');
      await page.getByRole('button', { name: 'এখনই বুক করুন' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/my-ambulance-booking');
      await page.getByText('আপনার অ্যাম্বুলেন্স বুক হয়েছে। সেবাদাতা শীঘ্রই আপনাকে ফোন করবেন।').first().waitFor();
      const mine = await call<Paginated<MyAmbulanceBooking>>(CARE_BOOKING_API.myAmbulanceBookings, patientLogin.token);
      const booking = mine.data.find((b) => b.end_location === 'ঢাকা মেডিকেল কলেজ হাসপাতাল' && b.status === 'Ready')!;
      await page
        .getByRole('article', { name: `অ্যাম্বুলেন্স বুকিং #${booking.id}`.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]) })
        .waitFor();
      await shot(page, 'my-ambulance-360-bn');

      // The owner completes it on a phone, in Bengali, and pays the service charge.
      const owner = await loggedIn('ambulance@nirog.test', 'phone', 'bn');
      await owner.page.goto('/sp/ambulance/bookings');
      const bn = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]);
      const item = owner.page.getByRole('article', { name: `বুকিং #${bn(booking.id)}` });
      await item.waitFor();
      await item.getByRole('button', { name: `বুকিং #${bn(booking.id)} সম্পন্ন করুন` }).click();
      const pay = item.getByRole('button', { name: /^সার্ভিস চার্জ .* টাকা এখনই পরিশোধ করুন$/ });
      await pay.waitFor();
      await shot(owner.page, 'owner-list-360-bn');
      await pay.click();
      await owner.page.waitForURL('**/payment/sandbox/**');
      await owner.page.locator('form[action$="/pay"] button').click();
      await owner.page.waitForURL((url) => url.pathname === '/sp/ambulance/bookings');
      await owner.page.getByRole('alert').first().waitFor({ state: 'visible', timeout: 10_000 });
      await item.getByText('সার্ভিস চার্জ পরিশোধিত').waitFor();
      await shot(owner.page, 'owner-paid-360-bn');
      await owner.context.close();
    } finally {
      await context.close();
    }
  });
});
