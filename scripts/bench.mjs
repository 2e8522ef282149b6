// `npm run bench`: speed and size budgets, measured on the built server (run `npm run build` first).
// Starts the server on a free port with its own database, then reports side by side:
//  - requests/s and p50/p99 latency for pages of each class (cache miss and hit), a static file and
//    the search API (50 clients; repeated query from the shared cache, and every query new);
//  - add to cart over the API: 50 shoppers with their own sessions and carts (scripts/bench/cart-load.mjs);
//  - place order over the API: 50 shoppers at once with an approved sandbox card (scripts/bench/place-order.mjs);
//    before each of these two, the seed's and earlier loads' dirty pages are written out (scripts/bench/settle-writes.mjs);
//  - the cart page, which is personal (private, no-store): every request renders, like a miss;
//  - gzip JavaScript each page class loads before any interaction: in Chromium at a phone's size
//    (scripts/bench/js-in-browser.mjs, the budget), and counted from the HTML with every
//    client:visible island as if in view (the worst case) and what loads on demand;
//  - Lighthouse mobile scores of home, category, product and search, the median of three runs each
//    (scripts/bench/lighthouse.mjs; Lighthouse through npx, Debian's Chromium).
// Results go to bench-results/latest.json (and a timestamped copy) to compare run to run.
// BENCH_ONLY=addToCart,placeOrder (any of pages, addToCart, placeOrder, javascript, lighthouse) runs only those
// sections; such a partial run is written to bench-results/<time>-<sections>.json, not latest.json.
import { spawn } from 'node:child_process';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { addToCartLoad, buyableVariants } from './bench/cart-load.mjs';
import { javascriptAtLoad } from './bench/js-in-browser.mjs';
import { placeOrderLoad } from './bench/place-order.mjs';
import { settleWrites } from './bench/settle-writes.mjs';
import { lighthouseScores } from './bench/lighthouse.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4477);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.data/bench';
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const SECTIONS = ['pages', 'addToCart', 'placeOrder', 'javascript', 'lighthouse'];
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((name) => name.trim()) : SECTIONS;
for (const name of ONLY) if (!SECTIONS.includes(name)) throw new Error(`BENCH_ONLY: unknown section '${name}' (sections: ${SECTIONS.join(', ')})`);
const runs = (section) => ONLY.includes(section);
const BUDGETS = { homeJsGzipKb: 8, categoryJsGzipKb: 8, productJsGzipKb: 40, pageToStaticRatio: 0.5, searchApiP99Ms: 50, addToCartP99Ms: 30, cartJsGzipKb: 120, placeOrderP99Ms: 250, checkoutJsGzipKb: 150, lighthousePerformance: 98, lighthouseOther: 100 };

async function waitForServer() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

function load(url, connections = 10, { bustCache = false } = {}) {
  let counter = 0;
  // A fresh query string per request misses the page cache: the server renders every time.
  const { pathname, search } = new URL(url);
  const separator = search ? `${search}&` : '?';
  const requests = bustCache ? [{ setupRequest: (request) => ({ ...request, path: `${pathname}${separator}bench=${(counter += 1)}` }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, headers: { 'accept-encoding': 'br, gzip' }, requests }, (error, result) => {
      if (error) reject(error);
      else resolve({ requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx });
    });
  });
}

async function firstLink(path, pattern) {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${path}`);
  return match[1].replace(/&amp;/g, '&');
}

/**
 * gzip bytes of the JavaScript a page loads before interaction. `follow` names the modules an
 * island loads with import() as soon as it has data (checkout: its calls and the billing and
 * summary steps): `withDataGzipKb` adds them, what a shopper with a cart loads going through it.
 */
async function javascriptBeforeInteraction(path, follow = null) {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const eager = new Set();
  const deferred = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) eager.add(src);
  for (const [, attrs] of html.matchAll(/<astro-island([^>]*)>/g)) {
    const client = attrs.match(/client="([^"]+)"/)?.[1];
    const urls = [...attrs.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => m[1]);
    // load, idle and visible islands hydrate without the shopper doing anything (visible ones are
    // counted as if in view); stored, interaction and only-on-demand ones wait.
    for (const url of urls) (['load', 'idle', 'visible'].includes(client) ? eager : deferred).add(url);
  }
  const inlineScripts = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const inlineBytes = inlineScripts.reduce((sum, text) => sum + gzipSync(text).length, 0);
  // An inline script may load a module right away (the island runtime: import("/_astro/astro-island.….js")).
  for (const text of inlineScripts) for (const [, src] of text.matchAll(/\bimport\(["']([^"']+\.js)["']\)/g)) eager.add(src);
  const sizeOf = async (urls, followDynamic = null) => {
    let total = 0;
    const seen = new Set();
    const queue = [...urls];
    while (queue.length) {
      const url = queue.shift();
      if (seen.has(url)) continue;
      seen.add(url);
      const text = await (await fetch(new URL(url, BASE))).text();
      total += gzipSync(text).length;
      for (const [, imported] of text.matchAll(/(?:^|[;\s])import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) {
        queue.push(new URL(imported, new URL(url, BASE)).pathname);
      }
      if (followDynamic) {
        for (const [, imported] of text.matchAll(/\bimport\(["'`]([^"'`]+\.js)["'`]\)/g)) {
          if (followDynamic.test(imported)) queue.push(new URL(imported, new URL(url, BASE)).pathname);
        }
      }
    }
    return total;
  };
  return {
    eagerGzipKb: Math.round(((await sizeOf(eager)) + inlineBytes) / 102.4) / 10,
    onDemandGzipKb: Math.round((await sizeOf(deferred)) / 102.4) / 10,
    ...(follow ? { withDataGzipKb: Math.round(((await sizeOf(eager, follow)) + inlineBytes) / 102.4) / 10 } : {}),
  };
}

await rm(DATA_DIR, { recursive: true, force: true });
const server = spawn(process.execPath, ['src/server/node-server.mjs'], {
  // Without the start-up warm-up (src/server/warm-up.ts): it would take a core while the first figures are measured.
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, WARM_UP: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForServer();
  const home = '/en-us';
  const category = await firstLink(home, /<nav[^>]*aria-label="Main navigation"[\s\S]*?class="mega-menu__all" href="([^"]+)"/);
  const product = await firstLink(category, /class="tile__link" href="([^"]+)"/);
  const pages = { home, category, product, static: '/favicon.svg', searchApi: `/api/products/v2/search/productSearch?locale=en-us&query=a&limit=24` };
  // Warm up: the first request renders and stores, the second has the shared cache compress it.
  for (const path of Object.values(pages)) await fetch(`${BASE}${path}`);
  for (const path of Object.values(pages)) await fetch(`${BASE}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await new Promise((resolve) => setTimeout(resolve, 500));

  const throughput = {};
  if (runs('pages')) {
    for (const name of ['home', 'category', 'product']) {
      throughput[`${name}Miss`] = await load(`${BASE}${pages[name]}`, 10, { bustCache: true });
      const result = throughput[`${name}Miss`];
      console.log(`${`${name} miss`.padEnd(13)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms`);
    }
    // No shared cache may keep the cart page: each request is rendered (its island reads the cart in the browser).
    throughput.cartMiss = await load(`${BASE}/en-us/cart`, 10);
    console.log(`${'cart miss'.padEnd(13)} ${String(throughput.cartMiss.requestsPerSecond).padStart(6)} req/s  p50 ${throughput.cartMiss.p50Ms} ms  p99 ${throughput.cartMiss.p99Ms} ms  (never cached)`);
    throughput.searchApiMiss = await load(`${BASE}${pages.searchApi}`, 50, { bustCache: true });
    console.log(`${'search miss'.padEnd(13)} ${String(throughput.searchApiMiss.requestsPerSecond).padStart(6)} req/s  p50 ${throughput.searchApiMiss.p50Ms} ms  p99 ${throughput.searchApiMiss.p99Ms} ms  (50 clients, every query new to the cache)`);
    for (const [name, path] of Object.entries(pages)) {
      throughput[name] = await load(`${BASE}${path}`, name === 'searchApi' ? 50 : 10);
      console.log(`${(name === 'static' || name === 'searchApi' ? name : `${name} hit`).padEnd(13)} ${String(throughput[name].requestsPerSecond).padStart(6)} req/s  p50 ${throughput[name].p50Ms} ms  p99 ${throughput[name].p99Ms} ms  (${path})`);
    }
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const settle = async () => {
    const missed = await settleWrites(process.env.DATABASE_URL);
    if (missed.length > 0) console.log(`settle writes: ${missed.join('; ')}`);
  };
  if (runs('addToCart')) {
    await settle();
    throughput.addToCart = await addToCartLoad(BASE, DURATION);
    throughput.addToCartSaturated = await addToCartLoad(BASE, DURATION, null);
    {
      const paced = throughput.addToCart;
      const saturated = throughput.addToCartSaturated;
      console.log(`add to cart   ${String(paced.answeredRate).padStart(6)} req/s  p50 ${paced.p50Ms} ms  p99 ${paced.p99Ms} ms  max ${paced.maxMs} ms  (50 shoppers adding ${paced.offeredRate} items/s at random moments, open loop; target p99 <= ${BUDGETS.addToCartP99Ms} ms, ${paced.non2xx} refused, ${database})`);
      console.log(`add, no pause ${String(saturated.requestsPerSecond).padStart(6)} req/s  p50 ${saturated.p50Ms} ms  p99 ${saturated.p99Ms} ms  (50 shoppers each adding again as soon as answered: 50 in flight, ${saturated.non2xx} refused, ${database})`);
    }
  }
  if (runs('placeOrder')) {
    await settle();
    throughput.placeOrder = await placeOrderLoad(BASE);
    {
      const order = throughput.placeOrder;
      console.log(`place order   p50 ${order.p50Ms} ms  p99 ${order.p99Ms} ms  (${order.shoppers} shoppers at once, ${order.orders} orders, ${order.refused} refused, target p99 <= ${BUDGETS.placeOrderP99Ms} ms, ${database})`);
    }
  }
  const javascript = {};
  if (runs('javascript')) {
    Object.assign(javascript, {
      Home: await javascriptBeforeInteraction(home),
      Category: await javascriptBeforeInteraction(category),
      Product: await javascriptBeforeInteraction(product),
      Cart: await javascriptBeforeInteraction('/en-us/cart'),
      // With a cart the checkout island loads its calls (typed client, contracts) and, step by step, billing and summary.
      Checkout: await javascriptBeforeInteraction('/en-us/checkout', /\/(checkout-calls|BillingStep|SummaryStep)[.-][^/]*\.js$/),
    });
    const jsBudgets = { Home: BUDGETS.homeJsGzipKb, Category: BUDGETS.categoryJsGzipKb, Product: BUDGETS.productJsGzipKb, Cart: BUDGETS.cartJsGzipKb, Checkout: BUDGETS.checkoutJsGzipKb };
    // The cart and checkout budgets are for a shopper with something in the cart; empty, they load less.
    const [lineInCart] = await buyableVariants(BASE, 1);
    const atLoad = await javascriptAtLoad(BASE, {
      Home: home, Category: category, Product: product,
      Cart: { path: '/en-us/cart', withCartOf: lineInCart }, Checkout: { path: '/en-us/checkout', withCartOf: lineInCart },
      'Cart, empty': '/en-us/cart', 'Checkout, empty': '/en-us/checkout',
    });
    for (const [name, sizes] of Object.entries(javascript)) {
      sizes.atLoadInBrowserGzipKb = atLoad[name];
      if (atLoad[`${name}, empty`] !== undefined) sizes.atLoadInBrowserEmptyGzipKb = atLoad[`${name}, empty`];
      const withData = sizes.withDataGzipKb === undefined ? '' : `, ${sizes.withDataGzipKb} KB with a cart through every step (calls, billing, summary)`;
      const withCart = sizes.atLoadInBrowserEmptyGzipKb === undefined ? '' : ` with one item in the cart (${sizes.atLoadInBrowserEmptyGzipKb} KB empty)`;
      console.log(`JS ${name.padEnd(9)} ${sizes.atLoadInBrowserGzipKb} KB gzip loaded by a phone before any touch${withCart} (budget ${jsBudgets[name]} KB); ${sizes.eagerGzipKb} KB with every client:visible island in view${withData}, ${sizes.onDemandGzipKb} KB on demand`);
    }
  }
  let lighthouse = null;
  if (runs('lighthouse')) {
    lighthouse = await lighthouseScores(BASE, { home, category, product, search: '/en-us/search?q=runner' });
    if (lighthouse.skipped) console.log(`Lighthouse skipped: ${lighthouse.skipped}`);
    else for (const [name, page] of Object.entries(lighthouse)) {
      console.log(`Lighthouse ${name.padEnd(8)} performance ${page.performance} (runs ${page.performanceRuns.join(', ')}; target >= ${BUDGETS.lighthousePerformance}), accessibility ${page.accessibility}, best practices ${page['best-practices']}, SEO ${page.seo} (targets ${BUDGETS.lighthouseOther}); LCP ${page.lcpMs} ms, FCP ${page.fcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls} (medians, phone, simulated slow 4G)`);
    }
  }
  let ratio = null;
  if (runs('pages')) {
    ratio = Math.round((throughput.home.requestsPerSecond / throughput.static.requestsPerSecond) * 100) / 100;
    console.log(`home page / static file throughput ratio: ${ratio} (target >= ${BUDGETS.pageToStaticRatio})`);
    console.log(`search API p99 with 50 clients: ${throughput.searchApi.p99Ms} ms from the shared cache, ${throughput.searchApiMiss.p99Ms} ms uncached (target <= ${BUDGETS.searchApiP99Ms} ms)`);
  }
  const whole = ONLY.length === SECTIONS.length;
  const result = { at: new Date().toISOString(), database: process.env.DATABASE_URL ? 'postgresql' : 'pglite', durationSeconds: DURATION, sections: ONLY, budgets: BUDGETS, pages, throughput, javascript, lighthouse, pageToStaticRatio: ratio };
  await mkdir('bench-results', { recursive: true });
  const stamped = `bench-results/${result.at.replace(/[:.]/g, '-')}${whole ? '' : `-${ONLY.join('-')}`}.json`;
  if (whole) await writeFile('bench-results/latest.json', JSON.stringify(result, null, 2));
  await writeFile(stamped, JSON.stringify(result, null, 2));
  console.log(`written to ${whole ? 'bench-results/latest.json and ' : ''}${stamped}`);
} finally {
  server.kill('SIGTERM');
}
