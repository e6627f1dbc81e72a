import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, logIn } from '../support/accounts';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';

const stack = useE2eStack({ mail: true });
const run = promisify(execFile);
/** Screenshots of the journey, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function loggedInPage(email: string, device: 'phone' | 'desktop' = 'desktop', language: 'en' | 'bn' = 'en') {
  const context = await newContext(stack.browser, stack.server.url, device, language);
  const page = await context.newPage();
  await page.goto('/login');
  await appReady(page);
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('nirog.session') ?? '{}').state?.token as string);

/** GET with the page's own session, as the app's api client sends it. */
async function apiGet(page: Page, url: string) {
  const token = await tokenOf(page);
  return page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
}

describe('e-prescriptions', () => {
  it('the doctor writes a prescription on a video consultation and the patient downloads the PDF', async () => {
    const doctor = await loggedInPage('doctor@nirog.test');
    const list = await (await apiGet(doctor, '/api/doctor/appointment/video-consultancy')).json();
    const consultation = (list.data as { id: number; status: string; user: { email: string } }[]).find(
      (row) => row.user.email === 'patient@nirog.test' && ['Ready', 'Completed'].includes(row.status),
    )!;
    expect(consultation).toBeDefined();

    await doctor.goto(`/sp/doctor/video-consultancy/${consultation.id}/view`);
    const form = doctor.getByRole('region', { name: 'Prescription' });
    await form.waitFor();
    const rows = form.getByRole('group', { name: /^Medicine \d/ });
    const first = rows.first();
    // A correction starts from the saved version: keep its first row only (its delete then disappears).
    for (let count = await rows.count(); count > 1; count--) {
      await rows
        .nth(count - 1)
        .getByRole('button', { name: `Remove medicine ${count}` })
        .click();
    }
    await expect.poll(() => first.getByRole('button', { name: /Remove medicine/ }).count()).toBe(0);
    await first.getByRole('combobox', { name: /Medicine name/ }).fill('');
    await first.getByRole('combobox', { name: /Medicine name/ }).pressSequentially('napa', { delay: 40 });
    await doctor.getByRole('option', { name: /^Napa/ }).first().click();
    const medicine = await first.getByRole('combobox', { name: /Medicine name/ }).inputValue();
    expect(medicine).toMatch(/^Napa/);
    await first.getByRole('textbox', { name: /Dosage instructions/ }).fill('1+0+1 after meals');
    await first.getByRole('textbox', { name: /Duration/ }).fill('5 days');

    await first.getByRole('button', { name: 'Add medicine' }).click();
    const second = rows.nth(1);
    await expect.poll(() => first.getByRole('button', { name: 'Add medicine' }).count()).toBe(0);
    await second.getByRole('combobox', { name: /Medicine name/ }).fill('Fexo 120 mg');
    await second.getByRole('textbox', { name: /Dosage instructions/ }).fill('0+0+1 at night');
    // A row left incomplete is refused under its own field.
    await form.getByRole('button', { name: /Save/ }).click();
    await second.getByText('This field is required.').first().waitFor();
    await second.getByRole('textbox', { name: /Duration/ }).fill('7 days');

    await form.getByRole('textbox', { name: 'Advice 1' }).fill('প্রচুর পানি পান করবেন, রক্ত পরীক্ষা করাবেন');
    await form.getByRole('button', { name: /Save/ }).click();
    await doctor.getByText('Prescription successfully saved.').waitFor();
    await form.getByText(/^Version \d+, saved/).waitFor();
    if (SHOTS) await doctor.screenshot({ path: `${SHOTS}-doctor-prescription.png`, fullPage: true });

    // The patient's consultation now offers the download, and the PDF carries what the doctor wrote.
    const patient = await loggedInPage('patient@nirog.test');
    const mine = await (await apiGet(patient, '/api/auth/doctor-consultancy/my-video-consultancy')).json();
    expect(mine.data.find((row: { id: number }) => row.id === consultation.id).prescription_is_ready).toBe(true);
    // The patient downloads it from My video consultancy.
    await patient.goto('/profile/my-video-consultancy');
    const [download] = await Promise.all([
      patient.waitForEvent('download'),
      patient
        .getByText(`Video consultation #${consultation.id}`, { exact: true })
        .locator('xpath=ancestor::*[.//button[contains(., "Download prescription")]][1]')
        .getByRole('button', { name: 'Download prescription' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^prescription-${consultation.id}-v\\d+\\.pdf$`));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rx-'));
    await download.saveAs(path.join(dir, 'rx.pdf'));
    if (SHOTS) await patient.screenshot({ path: `${SHOTS}-patient-list.png`, fullPage: true });
    const text = (await run('pdftotext', ['-layout', path.join(dir, 'rx.pdf'), '-'])).stdout;
    expect(text).toContain(medicine);
    expect(text).toContain('Fexo 120 mg');
    expect(text).toContain('0+0+1 at night');

    // Someone else is told nothing about it.
    const stranger = await loggedInPage('nurse@nirog.test');
    expect((await apiGet(stranger, `/api/auth/prescription/${consultation.id}/download-pdf`)).status()).toBe(404);

    // The patient was mailed (a first prescription, or a correction of the demo's).
    await stack.mail.waitForMail('patient@nirog.test', /has (written|corrected) your prescription/, 30_000);
  });

  it('the form has no serious or critical WCAG violation at 360 px in Bengali', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone', 'bn');
    const doctor = await context.newPage();
    await doctor.goto('/login');
    await appReady(doctor);
    await doctor.locator('input[type="email"]').fill('doctor@nirog.test');
    await doctor.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await doctor.locator('main form button[type="submit"]').click();
    await doctor.waitForURL((url) => url.pathname === '/');
    const list = await (await apiGet(doctor, '/api/doctor/appointment/video-consultancy')).json();
    const consultation = (list.data as { id: number; status: string }[]).find((row) =>
      ['Ready', 'Completed'].includes(row.status),
    )!;
    await doctor.goto(`/sp/doctor/video-consultancy/${consultation.id}/view`);
    const form = doctor.getByRole('region', { name: 'প্রেসক্রিপশন' });
    await form.waitFor();
    // Errors shown too: their colour is checked with the rest.
    await form.getByRole('button', { name: 'ওষুধ যোগ করুন' }).click();
    await form.getByRole('button', { name: /সংরক্ষণ করুন$/ }).click();
    await form.getByText('এই ঘরটি পূরণ করতে হবে।').first().waitFor();
    const { violations } = await new AxeBuilder({ page: doctor })
      .include('section[aria-labelledby^="prescription-"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
    expect(serious).toEqual([]);
    await context.close();
  });
});
