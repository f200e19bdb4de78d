import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1440), height: 900 } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(process.env.URL ?? 'http://localhost:4173/pricing');
await page.waitForTimeout(Number(process.env.WAIT ?? 2500));
console.log('url', page.url(), 'title', await page.title());
await page.screenshot({ path: process.env.SHOT ?? '/tmp/shot.png', fullPage: !!process.env.FULL });
await browser.close();
