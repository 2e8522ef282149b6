import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const sizes = new Map();
page.on('response', async (r) => {
  if (r.request().resourceType() === 'script') {
    const h = await r.allHeaders(); const b = await r.body().catch(() => Buffer.alloc(0));
    sizes.set(r.url().split('/').pop(), { enc: h['content-encoding'], len: Number(h['content-length'] ?? 0) || b.length, raw: b.length });
  }
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
let total = 0; for (const [k, v] of sizes) { console.log(k, v); total += v.len; }
console.log('TOTAL transferred', total);
const errors = []; 
await browser.close();
