import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
const base = process.env.BASE ?? 'http://127.0.0.1:3104';
const langs = (process.env.LANGS ?? 'en,bn').split(',');
const widths = (process.env.WIDTHS ?? '360').split(',').map(Number);
const shots = process.env.SHOTS === '1';
const only = process.env.ONLY;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = [
  ['home', '/'], ['shop', '/shop'], ['product', null], ['cart', '/cart/show'], ['login', '/login'],
  ['checkout', '/cart/checkout', true], ['orders', '/profile/my-order', true], ['profile', '/profile', true],
];
for (const lang of langs) for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 780 }, locale: 'en-US', timezoneId: 'Asia/Dhaka', baseURL: base });
  await ctx.addInitScript((l) => localStorage.setItem('nirog.language', JSON.stringify({ state: { language: l }, version: 0 })), lang);
  const page = await ctx.newPage();
  let loggedIn = false;
  for (const [name, url0, auth] of pages) {
    if (only && !only.split(',').includes(name)) continue;
    let url = url0;
    if (!url) {
      await page.goto('/shop'); await page.locator('main article a').first().waitFor();
      url = await page.locator('main article a').first().getAttribute('href');
    }
    if (name === 'cart') {
      await page.goto('/shop'); await page.locator('main article').first().waitFor();
      await page.locator('main article button').last().click().catch(()=>{});
    }
    if (auth && !loggedIn) {
      await page.goto('/login');
      await page.locator('input[type=email], input[name=email]').first().fill('patient@nirog.test');
      await page.locator('input[type=password]').first().fill('Nirog@2026');
      await page.locator('form button[type=submit]').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      loggedIn = true;
    }
    await page.goto(url); await page.waitForLoadState('networkidle'); await page.waitForTimeout(800);
    if (shots) await page.screenshot({ path: `.tmp/shot-${name}-${lang}-${w}.png`, fullPage: true });
    const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa','best-practice']).analyze();
    for (const v of r.violations) {
      if (process.env.ALL !== '1' && !['serious','critical'].includes(v.impact)) continue;
      console.log(`${lang} ${w} ${name} [${v.impact}] ${v.id}: ${v.nodes.length}`);
      for (const n of v.nodes.slice(0, +(process.env.N ?? 4))) console.log('   ', n.target.join(' '), '|', (n.any[0]?.message ?? n.failureSummary).slice(0, 160).replace(/\n/g,' '));
    }
  }
  await ctx.close();
}
await browser.close();
