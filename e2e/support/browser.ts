import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium switches a journey needs on top of the defaults. */
export const FAKE_MEDIA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/**
 * Debian's Chromium, headless, with no background traffic (the machine has no network); `extraArgs` add
 * switches (calls: FAKE_MEDIA_ARGS grant the camera and microphone and feed them a test pattern and tone).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(EXECUTABLE)) throw new Error(`Chromium not found at ${EXECUTABLE}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: EXECUTABLE,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/**
 * A phone-sized context (360 px wide) or a desktop one. Given a `language`, every page of the context opens
 * in it (set before each load, so a switch made in the page does not survive a navigation).
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  device: 'phone' | 'desktop' = 'desktop',
  language?: 'en' | 'bn',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: device === 'phone' ? { width: 360, height: 780 } : { width: 1280, height: 860 },
    locale: 'en-US',
    timezoneId: 'Asia/Dhaka',
  });
  // The language store as the app persists it (stores/language.ts), and the cookie it writes beside it for the
  // server, which renders the landing pages in that language.
  if (language) {
    await context.addInitScript(
      (lang) => localStorage.setItem('nirog.language', JSON.stringify({ state: { language: lang }, version: 0 })),
      language,
    );
    await context.addCookies([{ name: 'nirog_lang', value: language, url: baseURL }]);
  }
  return context;
}

/**
 * Waits until the app answers clicks: a landing page rendered on the server shows before its script has hydrated
 * it, and a click or a form sent before then is the browser's own (app/root.tsx sets `data-app-ready`).
 */
export async function appReady(page: Page) {
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

/**
 * A full-page screenshot of a journey's page into the E2E_SCREENSHOTS folder (`<name>.png`), for a person to
 * look at (not compared); nothing when the variable is unset.
 */
export async function screenshot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/**
 * Scrolls down the whole page a screen at a time, as a reader does, and back to the top: parts rendered only
 * when they come near the screen (the home page's popular sections, `WhenNear`) are all there afterwards.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
}
