import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CheckAuthResponse } from '@nirog/contracts';
import { appReady, newContext } from '../support/browser';
import { useE2eStack } from '../support/stack';
import { DEMO_PASSWORD, logIn } from '../support/accounts';

const stack = useE2eStack();

describe('profile', () => {
  it('edits the personal information and uploads a profile photo that the whole app shows at once', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'desktop');
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await appReady(page);
      await logIn(page, 'patient@nirog.test');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/profile');

      // View -> edit -> save -> view, with the new values everywhere.
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const form = page.getByRole('form', { name: 'Edit personal information' });
      await form.getByLabel(/^Name/).fill('Rahima Khatun Chowdhury');
      await form.getByLabel(/^Occupation/).fill('Teacher');
      await form.getByLabel(/^City/).fill('Chattogram');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await form.waitFor({ state: 'hidden' });
      await page.getByText('Teacher').first().waitFor({ state: 'visible' });
      await page.getByText('Chattogram').first().waitFor({ state: 'visible' });
      await page.getByRole('navigation', { name: 'Profile menu' }).waitFor({ state: 'visible' });
      await page.getByText('Rahima Khatun Chowdhury').first().waitFor({ state: 'visible' });

      // An empty name is refused beside the field and the typed values stay.
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await form.getByLabel(/^Name/).fill('');
      await form.getByLabel(/^City/).fill('Sylhet');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => form.getByLabel(/^City/).inputValue()).toBe('Sylhet');
      await form.getByRole('button', { name: 'Cancel' }).click();

      // A photo made here: chosen, previewed, uploaded; the server stored a re-encoded copy.
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer();
      await page.getByLabel('Choose a profile photo').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: photo,
      });
      await page.getByRole('img', { name: 'Preview of the new profile photo' }).waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Upload photo' }).click();
      await page.getByRole('img', { name: 'Preview of the new profile photo' }).waitFor({ state: 'hidden' });

      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem('nirog.session') ?? '{}').state?.token as string,
      );
      const res = await fetch(`${stack.server.url}/api/auth/check-is-valid-auth`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      const { user } = (await res.json()) as CheckAuthResponse;
      expect(user).toMatchObject({ name: 'Rahima Khatun Chowdhury', occupation: 'Teacher', city: 'Chattogram' });
      expect(user.avatar).toMatch(/^avatars\//);
      const stored = await fetch(`${stack.server.url}/storage/${user.avatar}`);
      expect(stored.status).toBe(200);
      const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
      expect(meta.width).toBe(meta.height);

      // The header and sidebar show the new photo without a reload.
      const shown = page.locator(`img[src$="${user.avatar}"]`);
      await expect.poll(() => shown.count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('shows every medicine request status whole in the Bengali table on a desktop', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'desktop', 'bn');
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await appReady(page);
      await page.locator('input[name=email]').fill('patient@nirog.test');
      await page.locator('input[name=password]').fill(DEMO_PASSWORD);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/profile/my-medicine-requests');
      await page.locator('main tbody tr').first().waitFor({ state: 'visible' });
      // A status badge has no minimum width of its own in a table cell: the column shrank until 'অপেক্ষমাণ'
      // (Pending) read 'অ...'.
      const clipped = await page.evaluate(() =>
        [...document.querySelectorAll('main .mantine-Badge-label')]
          .filter((label) => label.scrollWidth > label.clientWidth)
          .map((label) => label.textContent),
      );
      expect(clipped).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
