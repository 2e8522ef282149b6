import { test, expect } from './fixtures';

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
