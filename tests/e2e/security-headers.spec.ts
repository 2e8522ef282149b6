import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveBuyBox } from './buy-box';

/**
 * Every page class runs under the Content-Security-Policy (no 'unsafe-inline' for scripts) with
 * no policy violation and no console error, islands, the dialog host and the showcase's preview
 * frame included; an inline script the page did not ship does not run.
 */

const CATEGORY = '/en-us/c/men-10001';

interface Watch {
  /** Console errors and uncaught exceptions, in every frame. */
  readonly problems: string[];
}

/** Records console errors, page errors and securitypolicyviolation events (reported as console errors) in every frame. */
async function watch(page: Page): Promise<Watch> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 404 page is answered with status 404, which Chromium reports for the document itself.
    const ownStatus = /status of 404/.test(message.text()) && message.location().url === page.url();
    if (!ownStatus) problems.push(`${message.location().url}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { problems };
}

function expectPageHeaders(response: Response | null) {
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  expect(policy).toContain("frame-ancestors 'self'");
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** Scrolls to the end and back so lazy islands (client:visible) and lazy images start. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
}

const PAGE_CLASSES: ReadonlyArray<{ name: string; path: string; status?: number; exercise?: (page: Page) => Promise<void> }> = [
  {
    name: 'home', path: '/en-us',
    exercise: async (page) => {
      await scrollThrough(page);
      const carousel = page.getByRole('region', { name: 'Trending now' });
      await carousel.hover();
      await expect(carousel).toHaveAttribute('data-enhanced', 'true');
    },
  },
  {
    name: 'category (quick shop in the dialog host)', path: CATEGORY,
    exercise: async (page) => {
      await page.locator('a[data-quick-shop]').first().click();
      await expect(page.locator('#dialog-host-root [role="dialog"]')).toBeVisible();
      await expect(page.locator('#dialog-host-root [data-testid="buy-box"]')).toBeVisible();
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'product', path: 'product',
    exercise: async (page) => {
      await scrollThrough(page);
      await liveBuyBox(page);
    },
  },
  { name: 'search', path: '/en-us/search?q=runner', exercise: scrollThrough },
  { name: 'article', path: '/en-us/stories/choosing-trail-shoes', exercise: scrollThrough },
  {
    name: 'showcase (its preview frame shows our own page)', path: '/en-us/showcase?docType=article&limit=50',
    exercise: async (page) => {
      await page.locator('iframe[name="showcase-frame"]').scrollIntoViewIfNeeded();
      await expect(page.frameLocator('iframe[name="showcase-frame"]').locator('body[data-page-class="Home"]')).toBeAttached();
    },
  },
  { name: 'contact', path: '/en-us/help/contact-us', exercise: scrollThrough },
  {
    name: 'account sign-in', path: '/en-us/sign-in',
    exercise: async (page) => {
      await page.getByTestId('sign-in-form').getByRole('button').last().focus();
    },
  },
  { name: '404', path: '/en-us/nothing/here/at-all', status: 404 },
];

test.describe('every page class under the Content-Security-Policy', () => {
  for (const { name, path, status = 200, exercise } of PAGE_CLASSES) {
    test(`${name}: no policy violation, no console error`, async ({ page }) => {
      const { problems } = await watch(page);
      let target = path;
      if (path === 'product') {
        const listing = await page.request.get(CATEGORY);
        target = /href="(\/en-us\/p\/[^"?]+)"/.exec(await listing.text())![1]!;
      }
      const response = await page.goto(target);
      expect(response?.status()).toBe(status);
      expectPageHeaders(response);
      await page.waitForLoadState('networkidle');
      await exercise?.(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

test('an inline script the page did not ship is blocked, while the page view script (hashed) runs', async ({ page }) => {
  const { problems } = await watch(page);
  await page.route('**/en-us', async (route) => {
    const original = await route.fetch();
    const html = (await original.text()).replace('</body>', '<script>window.__injected = true</script></body>');
    await route.fulfill({ response: original, body: html });
  });
  await page.goto('/en-us');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(problems.some((line) => /CSP violation: script-src-elem blocked inline/.test(line))).toBe(true);
  const pushes = await page.evaluate(() => (window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer);
  expect(pushes.map((push) => push.event)).toContain('pageView');
});

test('a script added to the document at run time is blocked too', async ({ page }) => {
  const { problems } = await watch(page);
  await page.goto('/en-us');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__added = true';
    document.body.append(script);
    return (window as unknown as { __added?: boolean }).__added ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => problems.some((line) => /CSP violation: script-src-elem blocked inline/.test(line))).toBe(true);
});

test('API answers and static files carry their own headers', async ({ request }) => {
  const api = await request.get('/api/health');
  expect(api.headers()).toMatchObject({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  const error = await request.get('/api/no/such/route');
  expect(error.status()).toBe(404);
  expect(error.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  const file = await request.get('/favicon.svg');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(file.headers()['content-security-policy']).toContain("default-src 'none'");
  // No HSTS over plain http from an untrusted client, whatever it claims.
  const claimed = await request.get('/en-us', { headers: { 'x-forwarded-proto': 'https' } });
  expect(claimed.headers()['strict-transport-security']).toBeUndefined();
});
