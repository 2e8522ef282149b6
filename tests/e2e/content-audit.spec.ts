import { seriousViolations } from './axe';
import { mintContentToken } from '../../src/server/domain/content/content-tokens';
import { readContentSecret } from '../../src/server/domain/content/content-secret';
import { test, expect } from './fixtures';
import { serverDataDir } from './server-data';

/** A preview token signed with the secret the server under test keeps in its DATA_DIR (as the content CLI does). */
async function previewToken(siteId: string): Promise<string> {
  const secret = await readContentSecret({ DATA_DIR: serverDataDir() });
  return mintContentToken('preview', siteId, secret).token;
}

test.describe('brand video', () => {
  test('Basecamp shows a playable brand video with its poster and captions in the page language', async ({ page }) => {
    await page.goto('/fr-ca/basecamp?siteId=summit');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('aria-label', 'Summit sur le sentier de crête');
    await expect(video).toHaveAttribute('poster', /^\/img\/media\/content\/summit-story-poster\.jpg\?/);
    await expect(video).toHaveAttribute('controls', '');
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('label', 'Français');
    // Every picture and video of the page reserves its space.
    for (const element of await page.locator('main img, main video').all()) {
      await expect(element).toHaveAttribute('width', /^\d+$/);
      await expect(element).toHaveAttribute('height', /^\d+$/);
    }
    const poster = await page.request.get((await video.getAttribute('poster'))!);
    expect(poster.headers()['content-type']).toMatch(/^image\/(webp|avif)$/);

    await video.scrollIntoViewIfNeeded();
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 3200));
      const track = element.textTracks[0]!;
      return { duration: element.duration, time: element.currentTime, width: element.videoWidth, mode: track.mode, cue: (track.activeCues?.[0] as VTTCue | undefined)?.text };
    });
    expect(played.duration).toBeCloseTo(5, 0);
    expect(played.time).toBeGreaterThan(1);
    expect(played.width).toBe(640);
    expect(played.mode).toBe('showing');
    expect(played.cue).toBe('Chaque pièce Summit est testée sur le terrain.');
  });

  test('West End autoplays its video muted and in a loop', async ({ page }) => {
    await page.goto('/de-de/westend?siteId=loom');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('muted', '');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted && element.loop && element.currentTime > 0)).toBe(true);
    await expect(video.locator('track')).toHaveAttribute('srclang', 'de');
  });

  test('a refused autoplay is only logged: no error for the shopper, the controls stay', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('play() refused', 'NotAllowedError'));
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/en-gb/westend?siteId=stride');
    await expect.poll(() => warnings.some((text) => text.startsWith('[video] autoplay failed'))).toBe(true);
    expect(errors).toEqual([]);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });
});

test('West End shows shoppers’ photos: one opens the review dialog, the arrow keys step through them, Escape returns to the photo', async ({ page }) => {
  await page.goto('/en-gb/westend?siteId=stride');
  const widget = page.locator('storefront-ugc-widget');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-created', 'photos');
  const photos = widget.getByRole('button', { name: /^Open the photo by / });
  await expect(photos).toHaveCount(12);
  await expect(photos.first().locator('img')).toHaveJSProperty('complete', true);
  expect(await photos.first().locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await photos.first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Photo by / });
  await expect(dialog.getByText('Photo 1 of 12')).toBeVisible();
  await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /^\/en-gb\/p\//);
  await expect(dialog.getByRole('link').first()).toContainText('£');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Photo 2 of 12')).toBeVisible();
  expect(await seriousViolations(page, { include: '[data-dialog="review-ugc"]' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(photos.first()).toBeFocused();
});

test('preview parameters survive a click on a link inside rich text and a button link', async ({ page }) => {
  const cms = await previewToken('loom');
  const context = JSON.stringify({ 'order-confirmation-thanks': 'join-nudge' });
  const query = new URLSearchParams({ siteId: 'loom', cms, previewDateTime: '2030-01-01T00:00:00Z', p13n_testcontext: context });
  await page.goto(`/en-gb/loyalty-terms?${query}`);
  await page.locator('main .rich-text').getByRole('link', { name: 'Contact us', exact: true }).click();
  await expect(page).toHaveURL(/\/en-gb\/help\/contact-us\?/);
  const after = new URL(page.url()).searchParams;
  expect(Object.fromEntries(['siteId', 'cms', 'previewDateTime', 'p13n_testcontext'].map((name) => [name, after.get(name)]))).toEqual({
    siteId: 'loom', cms, previewDateTime: '2030-01-01T00:00:00Z', p13n_testcontext: context,
  });
  await page.locator('main').getByRole('link', { name: 'Loyalty programme', exact: true }).click();
  await page.waitForURL(/\/en-gb\/loyalty\?/);
  expect(new URL(page.url()).searchParams.get('previewDateTime')).toBe('2030-01-01T00:00:00Z');
  expect(new URL(page.url()).searchParams.get('cms')).toBe(cms);
});

test('an overlay banner lays its text panel over its picture on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en-us/basecamp');
  const banner = page.locator('.overlay-banner').first();
  const picture = await banner.locator('picture').boundingBox();
  const panel = await banner.locator('.overlay-banner__panel').boundingBox();
  expect(picture && panel).toBeTruthy();
  expect(panel!.y).toBeGreaterThanOrEqual(picture!.y);
  expect(panel!.y + panel!.height).toBeLessThanOrEqual(picture!.y + picture!.height);
  // Panel width sm = 1/2 of the banner.
  expect(panel!.width / picture!.width).toBeCloseTo(0.5, 1);
});

test('a refused preview link says why (expired, forged, another site) instead of an outage, and leads to the published page', async ({ page }) => {
  const secret = await readContentSecret({ DATA_DIR: serverDataDir() });
  const expired = mintContentToken('preview', 'stride', secret, Date.now() - 2 * 60 * 60 * 1000).token;
  const response = await page.goto(`/en-us/privacy?cms=${expired}`);
  expect(response?.status()).toBe(401);
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This preview link was refused');
  await expect(page.getByRole('alert')).toContainText('The token has expired');

  const otherSite = await previewToken('loom');
  expect((await page.goto(`/en-us/privacy?siteId=stride&cms=${otherSite}`))?.status()).toBe(403);
  expect((await page.goto('/en-us/privacy?cms=forged.token'))?.status()).toBe(401);
  await page.getByRole('link', { name: 'Open the published page' }).click();
  await expect(page).toHaveURL(/\/en-us\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
});
