import { describe, expect, it } from 'vitest';
import type { NurseCard, Paginated, ShopResponse } from '@nirog/contracts';
import { DEMO_PASSWORD, logIn } from '../support/accounts';
import { newContext } from '../support/browser';
import { HYDRATION_ERROR, openRendered } from '../support/rendered';
import { useE2eStack } from '../support/stack';

const stack = useE2eStack();

describe('landing pages rendered on the server', () => {
  for (const language of ['en', 'bn'] as const) {
    it(`are hydrated in ${language} with no hydration error`, async () => {
      const shop = (await (await fetch(`${stack.server.url}/api/shop`)).json()) as ShopResponse;
      const product = shop.data[0];
      const context = await newContext(stack.browser, stack.server.url, 'phone', language);
      try {
        for (const path of ['/', '/shop', `/product/${product.slug}`, '/cart/show', '/login']) {
          const page = await context.newPage();
          const { hydrated, messages } = await openRendered(page, path);
          expect(hydrated, path).toBe(true);
          expect(
            messages.filter((m) => HYDRATION_ERROR.test(m)),
            path,
          ).toEqual([]);
          expect(await page.locator('html').getAttribute('lang'), path).toBe(language);
          await page.close();
        }
        // The rendered product page works once hydrated: Add to cart counts in the header.
        const page = await context.newPage();
        await openRendered(page, `/product/${product.slug}`);
        const title = language === 'bn' ? (product.bn_title ?? product.title) : product.title;
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByRole('button', { name: language === 'bn' ? 'কার্টে যোগ করুন' : 'Add to cart' }).click();
        await page
          .getByRole('link', { name: language === 'bn' ? 'কার্ট, ১টি পণ্য' : 'Cart, 1 items' })
          .first()
          .waitFor();
      } finally {
        await context.close();
      }
    });
  }

  it('takes in what a reader entered before the app started: a login, a search and a sort are not lost', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'phone', 'en');
    try {
      const page = await context.newPage();
      const { hydrated } = await openRendered(page, '/shop', async () => {
        await page.getByRole('searchbox').fill('napa');
        await page.getByLabel('Sort by').selectOption('price_asc');
      });
      expect(hydrated).toBe(true);
      await page.waitForURL(
        (url) => url.searchParams.get('keyword') === 'napa' && url.searchParams.get('order_by') === 'price_asc',
      );
      await page.waitForFunction(
        () => document.querySelector('main article')?.getAttribute('aria-label') === 'Napa',
        null,
        {
          timeout: 15_000,
        },
      );

      await openRendered(page, '/login', async () => {
        await page.getByLabel(/^E-mail/).fill('patient@nirog.test');
        await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      });
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      expect(await page.getByText('The email field is required.').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows a logged-in reader as logged in (the page is rendered over the guest page)', async () => {
    const context = await newContext(stack.browser, stack.server.url, 'desktop', 'en');
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await logIn(page, 'patient@nirog.test');
      await page.waitForURL((url) => url.pathname !== '/login');
      const { hydrated, messages } = await openRendered(page, '/shop');
      expect(hydrated).toBe(false);
      expect(messages.filter((m) => HYDRATION_ERROR.test(m))).toEqual([]);
      await page
        .getByRole('button', { name: /Tanvir/ })
        .first()
        .waitFor();
      expect(await page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('provider listings rendered on the server', () => {
  const LISTINGS = [
    '/nurse-appointment',
    '/ambulance-booking',
    '/bd-doctor-appointment',
    '/in-doctor-appointment',
    '/bd-video-consultancy',
  ];

  for (const language of ['en', 'bn'] as const) {
    it(`send the first provider in the HTML and are hydrated in ${language} with no error`, async () => {
      const nurses = (await (
        await fetch(`${stack.server.url}/api/nurses-appointment?page=1`)
      ).json()) as Paginated<NurseCard>;
      const first = nurses.data[0].user.name;
      // The page as a reader without scripts (or a crawler) gets it: the list is there before any script runs.
      const html = await (
        await fetch(`${stack.server.url}/nurse-appointment`, { headers: { cookie: `nirog_lang=${language}` } })
      ).text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(first);
      expect(html).toContain(language === 'bn' ? 'নার্স' : 'Nurse');

      for (const device of ['phone', 'desktop'] as const) {
        const context = await newContext(stack.browser, stack.server.url, device, language);
        try {
          for (const path of LISTINGS) {
            const page = await context.newPage();
            const { hydrated, messages } = await openRendered(page, path);
            expect(hydrated, `${device} ${path}`).toBe(true);
            expect(messages, `${device} ${path}`).toEqual([]);
            await page.close();
          }
          // Hydrated, the list answers: a search for the first nurse keeps her and the address follows.
          const page = await context.newPage();
          await openRendered(page, '/nurse-appointment');
          await page.getByRole('link', { name: first }).first().waitFor();
          await page.getByRole('searchbox').fill(first);
          await page.waitForURL((url) => url.searchParams.get('keyword') === first);
          await page.getByRole('link', { name: first }).first().waitFor();
          await page.close();
        } finally {
          await context.close();
        }
      }
    });
  }
});

describe('provider profiles rendered on the server', () => {
  type Listed = Paginated<{ id: number; user: { name: string } }>;
  /** The first provider of a listing's first page: its id and name. */
  const firstOf = async (api: string) => {
    const list = (await (await fetch(`${stack.server.url}${api}?page=1`)).json()) as Listed;
    return { id: list.data[0].id, name: list.data[0].user.name };
  };

  for (const language of ['en', 'bn'] as const) {
    it(`send the provider in the HTML and are hydrated in ${language} with no error; an unknown id is a 404`, async () => {
      const doctor = await firstOf('/api/bd-doctors-appointment');
      const video = await firstOf('/api/doctors-bd-video-consultancy');
      const nurse = await firstOf('/api/nurses-appointment');
      const ambulance = await firstOf('/api/ambulance-booking');
      const profiles = [
        { path: `/bd-doctor-appointment/doctor/${doctor.id}`, name: doctor.name },
        { path: `/video-consultancy/doctor/${video.id}`, name: video.name },
        { path: `/doctor/view/${doctor.id}`, name: doctor.name },
        { path: `/nurse-appointment/nurse/${nurse.id}`, name: nurse.name },
        { path: `/ambulance-booking/ambulance/${ambulance.id}`, name: ambulance.name },
      ];
      const headers = { cookie: `nirog_lang=${language}` };
      // As a reader without scripts (or a crawler) gets them: the profile is there before any script runs.
      for (const { path, name } of profiles) {
        const response = await fetch(`${stack.server.url}${path}`, { headers });
        const html = await response.text();
        expect(response.status, path).toBe(200);
        expect(html).toContain(`<html lang="${language}"`);
        expect(html, path).toContain(name);
      }
      for (const path of ['/nurse-appointment/nurse/999999', '/bd-doctor-appointment/doctor/abc']) {
        const response = await fetch(`${stack.server.url}${path}`, { headers });
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain('role="alert"');
      }

      for (const device of ['phone', 'desktop'] as const) {
        const context = await newContext(stack.browser, stack.server.url, device, language);
        try {
          for (const { path, name } of profiles) {
            const page = await context.newPage();
            const { hydrated, messages } = await openRendered(page, path);
            expect(hydrated, `${device} ${path}`).toBe(true);
            expect(messages, `${device} ${path}`).toEqual([]);
            await page.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor();
            await page.close();
          }
        } finally {
          await context.close();
        }
      }
    });
  }
});
