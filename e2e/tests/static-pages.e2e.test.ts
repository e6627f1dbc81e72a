import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newContext } from '../support/browser';
import { openRendered } from '../support/rendered';
import { useE2eStack } from '../support/stack';

// The landing pages' other half (landing-pages.e2e.test.ts has the shop's and the providers'): a file of its own so
// that the two halves run side by side.
const stack = useE2eStack();

describe('register and the static pages rendered on the server', () => {
  /** A part of the web app's translations (apps/web/src/i18n), as the page shows it. */
  const texts = (file: string) =>
    JSON.parse(readFileSync(new URL(`../../apps/web/src/i18n/${file}.json`, import.meta.url), 'utf8')) as {
      static: Record<string, { title: string }> & { workingOnIt: { title: string } };
      auth: { register: { title: string; submit: string }; passwordMismatch: string; name: string; phone: string };
    };
  const PAGES: Array<[path: string, title: (language: 'en' | 'bn') => string]> = [
    ['/register', (l) => texts(l).auth.register.title],
    ['/faq', (l) => texts(`static.${l}`).static.faq.title],
    ['/about', (l) => texts(`static.${l}`).static.about.title],
    ['/privacy-policy', (l) => texts(`static.${l}`).static.privacyPolicy.title],
    ['/terms-and-condition', (l) => texts(`static.${l}`).static.termsAndConditions.title],
    ['/terms-of-use', (l) => texts(`static.${l}`).static.termsOfUse.title],
    ['/return-policy', (l) => texts(`static.${l}`).static.returnPolicy.title],
    ['/refund-policy', (l) => texts(`static.${l}`).static.refundPolicy.title],
    ['/services', (l) => texts(`static.${l}`).static.services.title],
    ['/site-map', (l) => texts(`static.${l}`).static.siteMap.title],
    ['/diagnostic-service', (l) => texts(`static.${l}`).static.workingOnIt.title],
  ];

  for (const language of ['en', 'bn'] as const) {
    // 22 pages opened and hydrated, then a registration: about 40 s on an idle two-core machine.
    it(
      `send their heading and title in the HTML and are hydrated in ${language} with no error; register works`,
      { timeout: 180_000 },
      async () => {
        const app = language === 'bn' ? 'নিরোগ' : 'Nirog';
        // As a reader without scripts (or a crawler) gets them: the page is there before any script runs.
        for (const [path, title] of PAGES) {
          const response = await fetch(`${stack.server.url}${path}`, { headers: { cookie: `nirog_lang=${language}` } });
          const html = await response.text();
          expect(response.status, path).toBe(200);
          expect(html, path).toContain(`<html lang="${language}"`);
          // React writes an apostrophe as &#x27;.
          expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title(language).replace(/'/g, '&#x27;')}</h1>`));
          expect(html, path).toContain(`<title>${title(language)} | ${app}</title>`);
        }

        for (const device of ['phone', 'desktop'] as const) {
          const context = await newContext(stack.browser, stack.server.url, device, language);
          try {
            for (const [path, title] of PAGES) {
              const page = await context.newPage();
              const { hydrated, messages } = await openRendered(page, path);
              expect(hydrated, `${device} ${path}`).toBe(true);
              expect(messages, `${device} ${path}`).toEqual([]);
              await page.getByRole('heading', { level: 1, name: title(language) }).waitFor();
              await page.close();
            }
          } finally {
            await context.close();
          }
        }

        // Hydrated, the register form checks the confirmation before sending, then registers.
        const t = texts(language).auth;
        const context = await newContext(stack.browser, stack.server.url, 'phone', language);
        try {
          const page = await context.newPage();
          await openRendered(page, '/register');
          const unique = `${Date.now() % 100_000_000}`.padStart(8, '0');
          await page.getByLabel(new RegExp(`^${t.name}`)).fill('Nusrat Jahan');
          await page
            .getByRole('textbox', { name: /^(E-mail|ই-মেইল)/ })
            .fill(`register-${unique}-${language}@example.com`);
          await page.getByLabel(new RegExp(`^${t.phone}`)).fill(`018${unique}`);
          const [password, confirmation] = await page.locator('input[type="password"]').all();
          await password.fill('Zebra-lantern-42');
          await confirmation.fill('Zebra-lantern-24');
          await page.getByRole('button', { name: t.register.submit }).click();
          await page.getByText(t.passwordMismatch).waitFor();
          await confirmation.fill('Zebra-lantern-42');
          await page.getByRole('button', { name: t.register.submit }).click();
          await page.waitForURL((url) => url.pathname === '/email/verify' || url.pathname === '/');
        } finally {
          await context.close();
        }
      },
    );
  }
});
