// JavaScript a shopper's browser loads before touching anything: the page opened in Chromium at a
// phone's size (390×844, consent answered), left alone until the network is idle, every script
// it fetched counted as gzip bytes. Islands below the fold that hydrate when scrolled into view
// (client:visible) are not counted here: scrolling is the shopper's first interaction. The static
// count in bench.mjs (every client:visible island as if in view) is the worst case beside it.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * A guest with one line in the cart, made as the storefront makes it: a cookie session, the cart,
 * and the markers the pages read from storage (src/lib/session/tokens.ts, src/stores/cart.ts).
 */
async function guestWithCart(page, base, variantId) {
  await page.goto(`${base}/en-us/search`);
  await page.evaluate(async (variantId) => {
    const call = async (path, body) => {
      const response = await fetch(`/api${path}?locale=en-us`, {
        method: 'POST', body: JSON.stringify(body),
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-brand': 'stride', 'x-storefront-session': 'cookie' },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json();
    };
    const session = await call('/token/v2/auth/token', { type: 'Guest' });
    const cart = await call('/cart/v1/cartWithItem', { productId: variantId, qty: 1 });
    localStorage.setItem('storefront_auth', JSON.stringify({ kind: 'guest', expiresAt: Date.now() + session.expiresIn * 1000, consumerType: session.consumerType, usid: session.usid }));
    const lines = cart.items.filter((item) => !item.bonus).map((item) => ({ variantId: item.variantId, qty: item.qty, storeId: null }));
    localStorage.setItem('storefront:cart', JSON.stringify({ basketId: cart.basketId, favoriteId: cart.favoriteId, totalItems: cart.totals.totalUnits, lines }));
  }, variantId);
}

/** `paths`: name → path, or { path, withCartOf: variantId } for a page opened by a guest with that item in the cart. */
export async function javascriptAtLoad(base, paths) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const sizes = {};
  try {
    for (const [name, entry] of Object.entries(paths)) {
      const { path, withCartOf } = typeof entry === 'string' ? { path: entry } : entry;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'storefront_consent', value: 'C0001:1,C0002:0,C0003:0,C0004:0', url: base }]);
      const page = await context.newPage();
      if (withCartOf) await guestWithCart(page, base, withCartOf);
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
