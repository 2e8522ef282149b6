import { describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createImageDiskCache } from '../../../src/lib/media/disk-cache';
import { createImageHandler } from '../../../src/lib/media/image-handler';
import { productImageSvg } from '../../../src/server/domain/catalog/product-image';

const PICTURE = '/img/api/media/products/PRD0000001/red.svg?w=160&fmt=webp';

/** A handler as a fresh process makes it: empty memory, the shared folder on disk. */
function handlerOver(folder: string, colour: string, maxBytes?: number) {
  return createImageHandler({
    apiBasePath: '/api',
    diskCache: createImageDiskCache(folder, maxBytes),
    sources: {
      publicFile: async () => undefined,
      productSvg: async (productId, color, view) => (productId === 'PRD0000001' && color === 'red' ? productImageSvg('shoe', productId, colour, view) : undefined),
      ugcImage: async () => undefined,
    },
  });
}

async function filesIn(folder: string, count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
    if (names.length >= count) return names;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return readdir(folder);
}

async function bodyOf(response: Response) {
  return { etag: response.headers.get('etag'), type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()).toString('base64') };
}

describe('encoded images on disk', () => {
  it('survive a restart: the next process serves the same picture without transforming it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'image-cache-'));
    try {
      const first = handlerOver(folder, '#cc0000');
      const made = await bodyOf(await first.handle(new Request(`http://shop.test${PICTURE}`)));
      expect(first.stats.transforms).toBe(1);
      expect(await filesIn(folder, 1)).toHaveLength(1);

      const restarted = handlerOver(folder, '#cc0000');
      const kept = await bodyOf(await restarted.handle(new Request(`http://shop.test${PICTURE}`)));
      expect(restarted.stats).toEqual({ transforms: 0, diskHits: 1, cacheHits: 0 });
      expect(kept).toEqual(made);
      expect(kept.type).toBe('image/webp');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('never serves a stale picture: a changed source is transformed again', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'image-cache-'));
    try {
      const before = await bodyOf(await handlerOver(folder, '#cc0000').handle(new Request(`http://shop.test${PICTURE}`)));
      await filesIn(folder, 1);
      const changed = handlerOver(folder, '#00aa55');
      const after = await bodyOf(await changed.handle(new Request(`http://shop.test${PICTURE}`)));
      expect(changed.stats.transforms).toBe(1);
      expect(after.bytes).not.toBe(before.bytes);
      expect(await filesIn(folder, 2)).toHaveLength(2);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('stops writing at its size limit and still answers', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'image-cache-'));
    try {
      const handler = handlerOver(folder, '#cc0000', 10);
      const response = await handler.handle(new Request(`http://shop.test${PICTURE}`));
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await readdir(folder)).filter((name) => !name.startsWith('.'))).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
