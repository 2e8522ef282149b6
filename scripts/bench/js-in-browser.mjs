// JavaScript a shopper's browser loads before touching anything: the page opened in Chromium at a
// phone's size (390×844, consent answered), left alone until the network is idle, every script
// it fetched counted as gzip bytes. Islands below the fold that hydrate when scrolled into view
// (client:visible) are not counted here: scrolling is the shopper's first interaction. The static
// count in bench.mjs (every client:visible island as if in view) is the worst case beside it.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export async function javascriptAtLoad(base, paths) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const sizes = {};
  try {
    for (const [name, path] of Object.entries(paths)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'storefront_consent', value: 'C0001:1,C0002:0,C0003:0,C0004:0', url: base }]);
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        try {
          scripts.set(response.url(), gzipSync(await response.body()).length);
        } catch {
          // A script whose body is gone (navigation) is not counted.
        }
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1_000);
      const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? ''));
      const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0) + inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
      sizes[name] = Math.round(bytes / 102.4) / 10;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}
