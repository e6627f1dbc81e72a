import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';
import { appReady, FAKE_MEDIA_ARGS, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';

// Fake camera and microphone, granted without asking: both sides of a call in one headless Chromium. Calls ring
// 10 s instead of 45 before they are missed (the other tests answer within a few seconds).
const RING_SECONDS = 10;
const stack = useE2eStack({ browserArgs: FAKE_MEDIA_ARGS, env: { CALL_RING_SECONDS: String(RING_SECONDS) } });

const DOCTOR = 'doctor@nirog.test';
const PATIENT = 'patient@nirog.test';
/** Screenshots of the journey, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await page.waitForTimeout(400); // the dialogs' transitions
  await page.screenshot({ path: `${SHOTS}-${name}.png` });
};

/** Every RTCPeerConnection a page makes, kept where the test can ask for its state and statistics. */
function recordPeerConnections() {
  const Native = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = made;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      made.push(this);
    }
  } as typeof RTCPeerConnection;
}

async function loggedIn(email: string, device: 'phone' | 'desktop' = 'desktop', language: 'en' | 'bn' = 'en') {
  const context = await newContext(stack.browser, stack.server.url, device, language);
  await context.addInitScript(recordPeerConnections);
  const page = await context.newPage();
  await page.goto('/login');
  await appReady(page);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: language === 'bn' ? 'লগইন' : 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return { context, page };
}

/** The doctor's Ready video consultation with the demo patient. */
async function openVideoConsultation(page: Page) {
  await page.goto('/sp/doctor/video-consultancy');
  const ready = page.getByRole('article').filter({ hasText: 'Ready' }).filter({ hasText: 'Tanvir Ahmed' }).first();
  await ready.getByRole('link', { name: /^View booking #/ }).click();
  await page.getByRole('heading', { level: 1, name: /^Video consultation #\d+$/ }).waitFor();
}

/** The state of the page's last peer connection and the bytes of media it has received. */
const lastConnection = (page: Page) =>
  page.evaluate(async () => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    const pc = pcs.at(-1);
    if (!pc) return { state: 'none', bytes: 0 };
    let bytes = 0;
    (await pc.getStats()).forEach((report: { type: string; bytesReceived?: number }) => {
      if (report.type === 'inbound-rtp') bytes += report.bytesReceived ?? 0;
    });
    return { state: pc.connectionState, bytes };
  });

async function closeAll(...contexts: BrowserContext[]) {
  await Promise.all(contexts.map((c) => c.close()));
}

describe('calls between a doctor and a patient', () => {
  it('the doctor calls from a video consultation, the patient accepts, media flows both ways, the doctor hangs up', async () => {
    const doctor = await loggedIn(DOCTOR);
    const patient = await loggedIn(PATIENT, 'phone');
    await openVideoConsultation(doctor.page);

    await doctor.page.getByRole('button', { name: 'Call Now' }).click();
    const ringing = patient.page.getByRole('dialog', { name: 'Incoming video call' });
    await ringing.waitFor();
    expect(await ringing.textContent()).toContain('is calling you');
    await shot(patient.page, 'incoming-360-en');
    await shot(doctor.page, 'calling-1280-en');
    await ringing.getByRole('button', { name: 'Accept' }).click();
    await ringing.waitFor({ state: 'detached' });

    for (const side of [doctor.page, patient.page])
      await expect.poll(async () => (await lastConnection(side)).state, { timeout: 20_000 }).toBe('connected');
    // Media arrives on both sides and keeps arriving.
    for (const side of [doctor.page, patient.page]) {
      const before = (await lastConnection(side)).bytes;
      await expect
        .poll(async () => (await lastConnection(side)).bytes, { timeout: 10_000 })
        .toBeGreaterThan(before + 1000);
    }
    await shot(doctor.page, 'in-call-1280-en');
    await shot(patient.page, 'in-call-360-en');

    await doctor.page.getByRole('button', { name: 'Hang up' }).click();
    await patient.page.getByRole('dialog', { name: 'Call Ended' }).waitFor();
    await shot(patient.page, 'ended-360-en');
    // The patient's camera and microphone are released, the connection closed.
    expect((await lastConnection(patient.page)).state).toBe('closed');
    // The call is in the booking's log, answered and ended.
    const log = doctor.page.getByRole('listitem').filter({ hasText: 'Talked' });
    await log.first().waitFor();
    expect(await log.first().textContent()).toContain('Ended');
    await shot(doctor.page, 'doctor-detail-1280-en');
    await closeAll(doctor.context, patient.context);
  });

  it('a call nobody answers rings for CALL_RING_SECONDS, then is a missed call for the patient and in the log', async () => {
    const doctor = await loggedIn(DOCTOR);
    const patient = await loggedIn(PATIENT, 'desktop', 'bn');
    await openVideoConsultation(doctor.page);
    // First the patient rejects: the doctor is told the call was declined, not that it ended.
    await doctor.page.getByRole('button', { name: 'Audio only call' }).click();
    const ringing = patient.page.getByRole('dialog', { name: 'অডিও কল আসছে' });
    await ringing.getByRole('button', { name: 'প্রত্যাখ্যান' }).click();
    await doctor.page.getByRole('dialog', { name: 'Tanvir Ahmed declined the call' }).waitFor();
    await shot(doctor.page, 'doctor-declined-1280-en');
    await doctor.page.getByRole('button', { name: 'OK' }).click();

    await doctor.page.getByRole('button', { name: 'Audio only call' }).click();
    await ringing.waitFor();
    await shot(patient.page, 'incoming-1280-bn');
    await shot(doctor.page, 'calling-audio-1280-en');
    // Nobody answers: the timeout job (polling every 2 s) makes the call missed after the ring time.
    const missed = patient.page.getByRole('dialog', { name: 'মিসড কল' });
    await missed.waitFor({ timeout: (RING_SECONDS + 15) * 1000 });
    expect(await missed.textContent()).toMatch(/Farhana Rahman.*কল আপনি ধরতে পারেননি/);
    await shot(patient.page, 'missed-1280-bn');
    // The doctor's overlay closes with "did not answer" (not "Call Ended") and the booking's log lists the call as missed.
    const unanswered = doctor.page.getByRole('dialog', { name: 'Tanvir Ahmed did not answer' });
    await unanswered.waitFor();
    expect(await unanswered.textContent()).toContain('You can call again in a few minutes.');
    await shot(doctor.page, 'doctor-unanswered-1280-en');
    await doctor.page.getByRole('button', { name: 'OK' }).click();
    await doctor.page.getByRole('listitem').filter({ hasText: 'Missed' }).first().waitFor();
    await shot(doctor.page, 'doctor-detail-after-missed-1280-en');
    await closeAll(doctor.context, patient.context);
  });

  it('the doctor reloading during a call ends it on both sides; the doctor can call again', async () => {
    const doctor = await loggedIn(DOCTOR);
    const patient = await loggedIn(PATIENT, 'phone', 'bn');
    await openVideoConsultation(doctor.page);
    await doctor.page.getByRole('button', { name: 'Call Now' }).click();
    const ringing = patient.page.getByRole('dialog', { name: 'ভিডিও কল আসছে' });
    await ringing.getByRole('button', { name: 'গ্রহণ করুন' }).click();
    await expect.poll(async () => (await lastConnection(patient.page)).state, { timeout: 20_000 }).toBe('connected');
    await shot(patient.page, 'in-call-360-bn');

    await doctor.page.reload();
    await doctor.page.getByRole('dialog', { name: 'Call Ended' }).waitFor();
    await patient.page.getByRole('dialog', { name: 'কল শেষ হয়েছে' }).waitFor();
    await shot(patient.page, 'ended-360-bn');
    expect((await lastConnection(patient.page)).state).toBe('closed');

    await doctor.page.getByRole('button', { name: 'OK' }).click();
    await doctor.page.getByRole('button', { name: 'Audio only call' }).click();
    await patient.page.getByRole('dialog', { name: 'অডিও কল আসছে' }).waitFor();
    await doctor.page.getByRole('button', { name: 'Hang up' }).click();
    await patient.page.getByRole('dialog', { name: 'মিসড কল' }).waitFor();
    await closeAll(doctor.context, patient.context);
  });

  it('the patient open on two pages answers on one; the other stops ringing', async () => {
    const doctor = await loggedIn(DOCTOR);
    const patient = await loggedIn(PATIENT);
    const second = await patient.context.newPage();
    await second.goto('/shop');
    await appReady(second);
    await openVideoConsultation(doctor.page);
    await doctor.page.getByRole('button', { name: 'Call Now' }).click();
    const [here, there] = [patient.page, second].map((p) => p.getByRole('dialog', { name: 'Incoming video call' }));
    await here.waitFor();
    await there.waitFor();
    await here.getByRole('button', { name: 'Accept' }).click();
    await there.waitFor({ state: 'detached' });
    await expect.poll(async () => (await lastConnection(patient.page)).state, { timeout: 20_000 }).toBe('connected');
    // The other page never joined the call and shows no notice.
    expect(await lastConnection(second)).toEqual({ state: 'none', bytes: 0 });
    expect(await second.getByRole('dialog').count()).toBe(0);
    await patient.page.getByRole('button', { name: 'Hang up' }).click();
    await doctor.page.getByRole('dialog', { name: 'Call Ended' }).waitFor();
    await closeAll(doctor.context, patient.context);
  });

  it('the back office lists every call with its booking, outcome and length', async () => {
    const admin = await loggedIn('admin@nirog.test');
    await admin.page.goto('/admin/calls');
    await admin.page.getByRole('heading', { level: 1, name: 'Calls' }).waitFor();
    const rows = admin.page.getByRole('row').filter({ hasText: 'Farhana Rahman called Tanvir Ahmed' });
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
    expect(await rows.filter({ hasText: 'Missed' }).count()).toBeGreaterThanOrEqual(1);
    expect(await rows.filter({ hasText: 'Ended' }).count()).toBeGreaterThanOrEqual(2);
    await shot(admin.page, 'admin-1280-en');
    await admin.context.close();

    const phone = await loggedIn('admin@nirog.test', 'phone', 'bn');
    await phone.page.goto('/admin/calls');
    await phone.page.getByRole('heading', { level: 1, name: 'কল' }).waitFor();
    await phone.page.getByText('মিসড').first().waitFor();
    await shot(phone.page, 'admin-360-bn');
    await phone.context.close();
  });
});
