import { describe, expect, it } from 'vitest';
import { imageUrl, responsiveImage, srcset } from '../../../src/lib/media/image-url';
import { outputSize, parseImageParams, sharpenSigma } from '../../../src/lib/media/image-params';

/** A srcset candidate list: `URL Nw` entries, comma separated, URLs without spaces or commas. */
const CANDIDATE = /^\/img\/[^\s,]+ \d+w$/;

describe('imageUrl', () => {
  it('points at the endpoint with the CSS size rounded up to an allowed width', () => {
    expect(imageUrl('/images/content/hero.svg', { width: 300 })).toBe('/img/images/content/hero.svg?w=320');
    expect(imageUrl('/images/content/hero.svg', { width: 640, height: 360, quality: 70 })).toBe('/img/images/content/hero.svg?w=640&h=360&q=70');
    expect(imageUrl('/api/media/products/PRD0000001/red.svg', { width: 150, height: 150 })).toBe('/img/api/media/products/PRD0000001/red.svg?w=160&h=160');
  });

  it('leaves remote and unknown URLs alone', () => {
    expect(imageUrl('https://cdn.example/a.png', { width: 100 })).toBe('https://cdn.example/a.png');
    expect(imageUrl('//cdn.example/a.png', { width: 100 })).toBe('//cdn.example/a.png');
    expect(imageUrl('/video/intro.mp4', { width: 100 })).toBe('/video/intro.mp4');
  });
});

describe('srcset', () => {
  it('lists well-formed candidates described by the pixel width they render at', () => {
    const set = srcset('/images/content/hero.svg', [640, 320, 330, 1200], { aspectRatio: 9 / 16 })!;
    const candidates = set.split(', ');
    for (const candidate of candidates) expect(candidate).toMatch(CANDIDATE);
    expect(candidates).toEqual([
      '/img/images/content/hero.svg?w=320&h=180 640w',
      '/img/images/content/hero.svg?w=384&h=216 768w',
      '/img/images/content/hero.svg?w=640&h=360 1280w',
      '/img/images/content/hero.svg?w=1200&h=675 2400w',
    ]);
  });

  it('is undefined for URLs the endpoint does not serve', () => {
    expect(srcset('https://cdn.example/a.png', [320])).toBeUndefined();
    expect(responsiveImage('https://cdn.example/a.png', { widths: [320], sizes: '100vw' })).toEqual({
      src: 'https://cdn.example/a.png',
      srcset: undefined,
      sizes: undefined,
    });
  });

  it('gives src, srcset and sizes together', () => {
    const image = responsiveImage('/images/content/card.svg', { widths: [320, 640], sizes: '50vw' });
    expect(image).toEqual({
      src: '/img/images/content/card.svg?w=640',
      srcset: '/img/images/content/card.svg?w=320 640w, /img/images/content/card.svg?w=640 1280w',
      sizes: '50vw',
    });
  });
});

describe('§9 transform defaults', () => {
  it('doubles width and height, quality 50, sharpen 60 → sigma 1', () => {
    const parsed = parseImageParams(new URLSearchParams('w=320&h=180'));
    expect(parsed).toMatchObject({ ok: true, value: { width: 640, height: 360, quality: 50, fit: 'cover' } });
    expect(outputSize(undefined, 100)).toEqual({ width: undefined, height: 256 });
    expect(sharpenSigma()).toBe(1);
    expect(sharpenSigma(0)).toBeUndefined();
  });
});
