import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AmbulanceProfile, DoctorProfile, NurseProfile } from '@nirog/contracts';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';
import { logIn } from '../support/accounts';

const stack = useE2eStack({ mail: true });

const PASSWORD = 'Teal-Harbor-Quill-7';

async function withPage(device: 'phone' | 'desktop', run: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await newContext(stack.browser, stack.server.url, device);
  const page = await context.newPage();
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

/** A small picture made here, as a file the browser picks. */
async function png(name: string, background: string) {
  const buffer = await sharp({ create: { width: 120, height: 80, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A new account: registered, its e-mail verified from the mailed link. */
async function newVerifiedAccount(name: string): Promise<string> {
  const email = `${name.split(' ')[0].toLowerCase()}.${Date.now()}@nirog.test`;
  const res = await fetch(`${stack.server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name, email, phone: '01712345678', password: PASSWORD, password_confirmation: PASSWORD }),
  });
  expect(res.status).toBeLessThan(300);
  const link = await stack.mail.waitForMail(email, /(https?:\/\/[^\s"<>]+\/api\/email\/verify\/[^\s"<>]+)/);
  await fetch(link.replaceAll('&amp;', '&'), { redirect: 'manual' });
  return email;
}

/** The signed-in user's token, as the web app keeps it. */
const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('nirog.session') ?? '{}').state?.token as string);

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await fetch(`${stack.server.url}${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}`, accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Opens a select by its label and picks the option. */
async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('provider join wizards', () => {
  it('a new user joins as a doctor through the four steps with files, and the application waits for review', async () => {
    const email = await newVerifiedAccount('Farhana Rahman');
    await withPage('desktop', async (page) => {
      await page.goto('/login');
      await appReady(page);
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/');

      // The header's Join menu leads to the wizard.
      const join = page.getByRole('button', { name: /^Join/ });
      await join.click();
      await page
        .locator(`[id="${await join.getAttribute('aria-controls')}"]`)
        .getByRole('link', { name: 'Doctor' })
        .click();
      await page.waitForURL('**/join/doctor/step-1');
      await page.getByRole('heading', { name: 'Join as a Doctor' }).waitFor();
      const current = page.locator('[aria-current="step"]');
      expect(await current.textContent()).toContain('Professional');

      // Nothing filled: the server's errors show under the fields.
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect
        .poll(() => page.getByRole('textbox', { name: /^Registration number/ }).getAttribute('aria-invalid'))
        .toBe('true');

      // Step 1.
      await choose(page, /^Title/, 'Assoc. Prof. Dr.');
      await choose(page, /^Gender/, 'Female');
      await choose(page, /^District/, 'Dhaka');
      await choose(page, /^Sub district/, /.+/);
      await page.getByRole('textbox', { name: /^Address/ }).fill('House 12, Road 5, Dhanmondi, Dhaka');
      await page.getByRole('textbox', { name: /^NID or passport number/ }).fill('1990123456789');
      await page.getByRole('textbox', { name: /^Registration number/ }).fill('A-45678');
      await page
        .getByRole('textbox', { name: /^Registered institution/ })
        .fill('Bangladesh Medical and Dental Council');
      await page.getByRole('textbox', { name: /^Hospital or institution name/ }).fill('Square Hospital');
      await page.getByRole('textbox', { name: /^Department/ }).fill('Medicine');
      await page.getByRole('textbox', { name: /^Designation/ }).fill('Consultant');
      await choose(page, /^Experience/, '12 years');
      await page
        .getByLabel(/^Specialist in/)
        .first()
        .click();
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
      // A service's fields appear only when it is on.
      expect(await page.getByRole('textbox', { name: /^Chamber name/ }).count()).toBe(0);
      await page.getByRole('switch', { name: 'In-person appointment' }).check();
      await page.getByRole('textbox', { name: /^Chamber name/ }).fill('Popular Diagnostic Centre');
      await page.getByRole('textbox', { name: /^Chamber location/ }).fill('Dhanmondi, Dhaka');
      await page.getByRole('textbox', { name: /^Appointment fee/ }).fill('1000');
      await page.getByRole('switch', { name: 'Video consultation' }).check();
      await page.getByRole('textbox', { name: /^Video consultation fee/ }).fill('700');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // Step 2: two rows to start; a third added and removed.
      await page.waitForURL('**/join/doctor/step-2');
      const rows = page.getByRole('group', { name: /^Qualification \d$/ });
      await expect.poll(() => rows.count()).toBe(2);
      await page.getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => rows.count()).toBe(3);
      await page.getByRole('button', { name: 'Remove qualification 3' }).click();
      await expect.poll(() => rows.count()).toBe(2);
      const degrees = [
        ['MBBS', 'Dhaka Medical College', 'Dhaka'],
        ['FCPS (Medicine)', 'Bangladesh College of Physicians and Surgeons', 'Dhaka'],
      ];
      for (const [i, [degree, institution, place]] of degrees.entries()) {
        const row = rows.nth(i);
        await row.getByRole('textbox', { name: /^Degree/ }).fill(degree);
        await row.getByRole('textbox', { name: /^Institution name/ }).fill(institution);
        await row.getByRole('textbox', { name: /^Institution location/ }).fill(place);
      }
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // Step 3: days and hours.
      await page.waitForURL('**/join/doctor/step-3');
      await page.locator('label', { hasText: /^Sunday$/ }).click();
      await page.locator('label', { hasText: /^Tuesday$/ }).click();
      await page.getByLabel(/^From/).fill('17:00');
      await page.getByLabel(/^To/).fill('21:00');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // Step 4: pictures picked, previewed, uploaded in one go.
      await page.waitForURL('**/join/doctor/step-4');
      await page.getByLabel('Choose Signature').setInputFiles(await png('signature.png', '#ffffff'));
      await page.getByRole('img', { name: 'Preview of Signature' }).waitFor();
      await page.getByLabel('Choose NID or passport (front)').setInputFiles(await png('nid.png', '#d4e6f1'));
      await page.getByLabel('Choose Document 1').setInputFiles(await png('bmdc.png', '#fdebd0'));
      await page.getByRole('button', { name: 'Add another document' }).click();
      await page.getByLabel('Choose Document 2').setInputFiles(await png('fcps.png', '#e8daef'));
      await page.getByRole('button', { name: 'Submit application' }).click();

      await page.waitForURL('**/sp/doctor');
      await page.getByRole('dialog', { name: 'Successfully joined as a Doctor' }).waitFor();
      await stack.mail.waitForMail(email, /(within 24 hours)/);
      // The profile page says the application waits for review, above the editable sections.
      await page.getByRole('status').filter({ hasText: 'Your application is being reviewed' }).waitFor();
      await page.getByRole('region', { name: 'Fees' }).waitFor();
      const { doctor } = await getJson<{ doctor: DoctorProfile }>(page, '/api/doctor/profile');
      expect(doctor).toMatchObject({
        status: 'pending',
        title: 'Assoc. Prof. Dr.',
        registration_no: 'A-45678',
        experience: 12,
        appointment_service: 1,
        video_consultancy: 1,
        appointment_fee: 1000,
        video_fee: 700,
        time_from: '17:00:00',
        time_to: '21:00:00',
      });
      expect(doctor.qualifications.map((q) => q.degree)).toEqual(['MBBS', 'FCPS (Medicine)']);
      expect(doctor.wdays.map((d) => d.id)).toEqual([1, 3]);
      expect(doctor.signature).toBeTruthy();

      // Applying again answers "already applied", with the way to the profile.
      await page.goto('/join/doctor/step-3');
      await page.locator('label', { hasText: /^Monday$/ }).click();
      await page.getByLabel(/^From/).fill('10:00');
      await page.getByLabel(/^To/).fill('12:00');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      const applied = page.getByRole('dialog', { name: 'You already applied for Doctor' });
      await applied.waitFor();
      expect(await applied.getByRole('link', { name: 'Edit Doctor Profile' }).getAttribute('href')).toBe('/sp/doctor');
    });
  }, 120_000); // the longest journey: four steps, files, mail

  it('a nurse joins in Dhaka: days with their packages and fees, then her ID and documents', async () => {
    const email = await newVerifiedAccount('Rokeya Begum');
    await withPage('desktop', async (page) => {
      await page.goto('/login');
      await appReady(page);
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/');

      // Out of order: step 2 first sends the nurse back to step 1.
      await page.goto('/join/nurse/step-2');
      await page.waitForURL('**/join/nurse/step-1');
      await page.getByRole('heading', { name: 'Join as a Nurse' }).waitFor();

      // Nurses work in Dhaka only: the district is chosen already.
      expect(
        await page
          .getByLabel(/^District/)
          .first()
          .inputValue(),
      ).toBe('Dhaka');
      await choose(page, /^Sub district/, /.+/);
      await page.getByRole('textbox', { name: /^Address/ }).fill('Mirpur 10, Dhaka');
      await page.getByRole('textbox', { name: /^Present address/ }).fill('Section 6, Mirpur, Dhaka');
      await page.getByRole('textbox', { name: /^Permanent address/ }).fill('Barishal Sadar, Barishal');
      await choose(page, /^Experience/, '4 years');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // Step 2: a package's fee field appears only when the package is on.
      await page.waitForURL('**/join/nurse/step-2');
      await page.getByRole('switch', { name: 'Sunday' }).check();
      const fee = page.getByRole('textbox', { name: 'One call fee (Sunday)' });
      expect(await fee.count()).toBe(0);
      await page.getByRole('switch', { name: 'One call on Sunday' }).check();
      await fee.fill('600');
      await page.getByRole('switch', { name: 'Friday' }).check();
      await page.getByRole('switch', { name: /^24 hours .* on Friday$/ }).check();
      await page.getByRole('textbox', { name: /^24 hours .* fee \(Friday\)$/ }).fill('3000');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      // Step 3: the ID and a document, uploaded together.
      await page.waitForURL('**/join/nurse/step-3');
      await page.getByLabel('Choose NID or passport (front)').setInputFiles(await png('nid.png', '#d4e6f1'));
      await page.getByLabel('Choose Document 1').setInputFiles(await png('diploma.png', '#fdebd0'));
      await page.getByRole('button', { name: 'Submit application' }).click();

      await page.waitForURL('**/sp/nurse');
      await page.getByRole('dialog', { name: 'Successfully joined as a Nurse' }).waitFor();
      const { nurse } = await getJson<{ nurse: NurseProfile }>(page, '/api/nurse/profile');
      expect(nurse).toMatchObject({ status: 'pending', district_id: 13, experience: 4 });
      expect(nurse.wdays.map((d) => [d.code, d.pivot.one_call_fee, d.pivot.hour_24_fee])).toEqual([
        [0, 600, null],
        [5, null, 3000],
      ]);
    });
  });

  it('an ambulance owner joins in Bengali on a phone', async () => {
    const email = await newVerifiedAccount('Kamal Hossain');
    await withPage('phone', async (page) => {
      await page.goto('/login');
      await appReady(page);
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'বাংলা' }).first().click();
      await page.goto('/join/ambulance/step-1');
      await page.getByRole('heading', { name: 'অ্যাম্বুলেন্স হিসেবে যোগ দিন' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await page.getByRole('textbox', { name: /^চালকের নাম/ }).fill('মোহাম্মদ করিম');
      await page.getByRole('textbox', { name: /^মালিকের নাম/ }).fill('কামাল হোসেন');
      await choose(page, /^জেলা/, 'চট্টগ্রাম');
      await choose(page, /^উপজেলা\/থানা/, /.+/);
      await page.getByRole('textbox', { name: /^ঠিকানা/ }).fill('আগ্রাবাদ, চট্টগ্রাম');
      await page.getByRole('textbox', { name: /^যোগাযোগের ফোন নম্বর/ }).fill('01812345678');
      await page.getByRole('textbox', { name: /^গাড়ির নম্বর/ }).fill('চট্ট মেট্রো-ছ ১১-২২৩৩');
      await page.locator('label', { hasText: /^এসি$/ }).click();
      await page.getByRole('textbox', { name: /^যাত্রা শুরুর এলাকা/ }).fill('আগ্রাবাদ');
      await page.getByRole('button', { name: 'সংরক্ষণ করে এগিয়ে যান' }).click();

      await page.waitForURL('**/join/ambulance/step-2');
      await page.getByLabel('অ্যাম্বুলেন্সের ছবি বেছে নিন').setInputFiles(await png('ambulance.png', '#ffffff'));
      await page.getByLabel('এনআইডি বা পাসপোর্ট (সামনের দিক) বেছে নিন').setInputFiles(await png('nid.png', '#d4e6f1'));
      await page.getByLabel('কাগজ ১ বেছে নিন').setInputFiles(await png('licence.png', '#fdebd0'));
      await page.getByRole('button', { name: 'আবেদন জমা দিন' }).click();

      await page.waitForURL('**/sp/ambulance');
      await page.getByRole('dialog', { name: 'সফলভাবে অ্যাম্বুলেন্স হিসেবে যোগ দিয়েছেন' }).waitFor();
      const { ambulance } = await getJson<{ ambulance: AmbulanceProfile }>(page, '/api/ambulance/profile');
      expect(ambulance).toMatchObject({
        status: 'pending',
        driver_name: 'মোহাম্মদ করিম',
        condition: 'AC',
        contact_phone: '01812345678',
      });
      expect(ambulance.photo).toMatch(/^ambulances\//);
    });
  });
});
