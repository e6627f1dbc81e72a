import type { Page } from 'playwright-core';

/** What React reports when hydration fails (the production build's messages are error codes 418-425). */
export const HYDRATION_ERROR = /hydrat|Minified React error #4(1[89]|2[0-5])/i;

/**
 * Opens `path` with the app's script held back, marks a node of the HTML the server sent, does `whileHeld` (a reader
 * acting on the page before its script ran), lets the script run and waits for the page to settle. Returns whether
 * the marked node is still in the page (hydrated, not replaced) and what the console said.
 */
export async function openRendered(page: Page, path: string, whileHeld?: () => Promise<void>) {
  const messages: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && messages.push(m.text())));
  page.on('pageerror', (error) => messages.push(error.message));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForSelector('#root header', { state: 'attached' });
  await page.evaluate(() => {
    (window as unknown as { serverHeader: Element }).serverHeader = document.querySelector('#root header')!;
  });
  await whileHeld?.();
  release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const hydrated = await page.evaluate(() => (window as unknown as { serverHeader: Element }).serverHeader.isConnected);
  return { hydrated, messages };
}
