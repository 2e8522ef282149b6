import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { join } from 'node:path';
import { createImageHandler } from '../../../src/lib/media/image-handler';
import { createPublicFileReader } from '../../../src/lib/media/public-files';
import { productImageSvg } from '../../../src/server/domain/catalog/product-image';

const HERO = '/img/images/content/summit-hero.svg'; // public/images/content/summit-hero.svg, 1920×1080

function makeHandler() {
  return createImageHandler({
    apiBasePath: '/api',
    sources: {
      publicFile: createPublicFileReader([join(process.cwd(), 'public')]),
      productSvg: async (productId, color, view) => (productId === 'PRD0000001' && color === 'red' ? productImageSvg('shoe', productId, '#cc0000', view) : undefined),
      ugcImage: async (mediaId, type) => (mediaId === 'med_1' && type === 'svg' ? new TextEncoder().encode(productImageSvg('boot', 'PRD0000001', '#335577')) : undefined),
    },
  });
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://shop.test${path}`, { headers });
}

async function decode(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('image endpoint', () => {
  it('renders twice the requested CSS width, keeping the aspect ratio', async () => {
    const response = await makeHandler().handle(get(`${HERO}?w=320&fmt=webp`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await decode(response);
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([640, 360]);
  });

  it('rounds widths up to an allowed width and crops to w × h', async () => {
    const response = await makeHandler().handle(get(`${HERO}?w=300&h=300&fmt=webp`));
    const meta = await decode(response);
    // 300 → 320 allowed; h follows (320) and both are doubled.
    expect([meta.width, meta.height]).toEqual([640, 640]);
  });

  it('clamps the width to the largest allowed one (2400 device pixels)', async () => {
    const meta = await decode(await makeHandler().handle(get(`${HERO}?w=5000&fmt=webp`)));
    expect(meta.width).toBe(2400);
  });

  it('draws product pictures in-process from the catalog renderer', async () => {
    const response = await makeHandler().handle(get('/img/api/media/products/PRD0000001/red.svg?w=160&fmt=webp'));
    expect(response.status).toBe(200);
    const meta = await decode(response);
    expect([meta.width, meta.height]).toEqual([320, 320]);
  });

  it('resizes an approved shopper photo of the user-photo service', async () => {
    const response = await makeHandler().handle(get('/img/api/ugc/v1/media/med_1/image.svg?w=160&h=160&fmt=webp'));
    expect(response.status).toBe(200);
    expect([(await decode(response)).width]).toEqual([320]);
  });

  it('draws each view of a product picture as its own image', async () => {
    const handler = makeHandler();
    const bodies = await Promise.all(['red.svg', 'red-top.svg', 'red-detail.svg'].map(async (file) => {
      const response = await handler.handle(get(`/img/api/media/products/PRD0000001/${file}?w=160&fmt=webp`));
      expect(response.status, file).toBe(200);
      return Buffer.from(await response.arrayBuffer()).toString('base64');
    }));
    expect(new Set(bodies).size).toBe(3);
  });

  it('chooses avif or webp from the Accept header and says it varies', async () => {
    const handler = makeHandler();
    const avif = await handler.handle(get(`${HERO}?w=64`, { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' }));
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect((await decode(avif)).compression).toBe('av1');
    const webp = await handler.handle(get(`${HERO}?w=64`, { accept: 'image/webp,*/*' }));
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const refused = await handler.handle(get(`${HERO}?w=64`, { accept: 'image/avif;q=0,image/webp' }));
    expect(refused.headers.get('content-type')).toBe('image/webp');
  });

  it('applies the quality (default 50 from §9, or q)', async () => {
    const handler = makeHandler();
    const size = async (query: string) => (await handler.handle(get(`${HERO}?w=640&fmt=webp${query}`))).arrayBuffer().then((body) => body.byteLength);
    const low = await size('&q=5');
    const standard = await size('');
    const high = await size('&q=95');
    expect(low).toBeLessThan(standard);
    expect(standard).toBeLessThan(high);
  });

  it('serves a repeated request from the cache without transforming again', async () => {
    const handler = makeHandler();
    const first = await handler.handle(get(`${HERO}?w=128&fmt=webp`));
    const second = await handler.handle(get(`${HERO}?w=120&fmt=webp`)); // rounds to the same 128
    expect(handler.stats).toEqual({ transforms: 1, diskHits: 0, cacheHits: 1 });
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const notModified = await handler.handle(get(`${HERO}?w=128&fmt=webp`, { 'if-none-match': first.headers.get('etag')! }));
    expect(notModified.status).toBe(304);
  });

  it('renders concurrent identical requests once', async () => {
    const handler = makeHandler();
    await Promise.all([1, 2, 3].map(() => handler.handle(get(`${HERO}?w=64&fmt=webp`))));
    expect(handler.stats.transforms).toBe(1);
  });

  it('caches a day, or for a year as immutable when the URL carries a version', async () => {
    const handler = makeHandler();
    expect((await handler.handle(get(`${HERO}?w=64&fmt=webp`))).headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await handler.handle(get(`${HERO}?w=64&fmt=webp&v=3f9a1c2b`))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/img/https://evil.example/a.png?w=64', /Remote URLs/],
    ['/img/https%3A%2F%2Fevil.example%2Fa.png?w=64', /Remote URLs/],
    ['/img//evil.example/a.png?w=64', /Remote URLs/],
    ['/img/%2F%2Fevil.example/a.png?w=64', /Remote URLs/],
    ['/img/images/content/summit-hero.svg?w=64&url=https://evil.example/a.png', /Remote URLs are never fetched/],
    ['/img/images/..%2F..%2Fpackage.json?w=64', /traversal/],
    ['/img/images%2F..%2F..%2F.env?w=64', /traversal/],
    ['/img/images/content%5C..%5Csecret.svg', /traversal/],
    [`${HERO}?w=abc`, /Parameter w/],
    [`${HERO}?w=64&fmt=gif`, /Parameter fmt/],
    [`${HERO}?w=64&fit=stretch`, /Parameter fit/],
  ])('refuses %s with 400', async (path, message) => {
    const response = await makeHandler().handle(get(path));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(message);
  });

  it.each([
    '/img/images/content/missing.svg?w=64',
    '/img/package.json',
    '/img/api/media/products/PRD0000001/blue.svg?w=64',
    '/img/api/media/products/nope/red.svg',
    '/img/api/media/products/PRD0000001/red-back.svg',
    '/img/api/media/products/PRD0000001/red-top-detail.svg',
    '/img/api/ugc/v1/media/med_2/image.svg',
    '/img/api/ugc/v1/media/med_1/photo.svg',
  ])('answers 404 for the unknown source %s', async (path) => {
    expect((await makeHandler().handle(get(path))).status).toBe(404);
  });
});
