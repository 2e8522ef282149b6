/**
 * Encoded images kept on disk, so that a restart or a deploy does not pay every transform again
 * (rasterising a content SVG and encoding it takes 0.1–0.7 s; a phone's first visit after a
 * restart waited that long for the hero picture). A file is named by the hash of the request's
 * cache key and of the source's bytes: a changed source is a new name, never a stale picture.
 * Writes stop at `maxBytes` (counted from what the folder holds at start); nothing is evicted,
 * because the names are bounded by the sources and the allowed sizes and formats.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ImageDiskCache {
  /** The name of an encoded image: request key and source bytes. */
  nameOf(requestKey: string, source: Uint8Array, extension: string): string;
  read(name: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Stores in the background; a failure is logged, never thrown at the request. */
  write(name: string, body: Uint8Array): void;
}

export function createImageDiskCache(folder: string, maxBytes = 512 * 1024 * 1024): ImageDiskCache {
  let ready: Promise<void> | undefined;
  let bytes = 0;

  /** Creates the folder and counts what it holds (once). */
  function prepare(): Promise<void> {
    ready ??= (async () => {
      await mkdir(folder, { recursive: true });
      for (const name of await readdir(folder)) bytes += (await stat(join(folder, name)).catch(() => ({ size: 0 }))).size;
    })();
    return ready;
  }

  return {
    nameOf(requestKey, source, extension) {
      const sourceHash = createHash('sha256').update(source).digest();
      return `${createHash('sha256').update(requestKey).update(sourceHash).digest('base64url').slice(0, 32)}.${extension}`;
    },
    async read(name) {
      try {
        await prepare();
        const body = await readFile(join(folder, name));
        return new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>;
      } catch {
        return undefined;
      }
    },
    write(name, body) {
      void (async () => {
        await prepare();
        if (bytes + body.byteLength > maxBytes) return;
        bytes += body.byteLength;
        // Written aside and renamed: a reader never sees half a file.
        const aside = join(folder, `.${name}.${process.pid}.tmp`);
        await writeFile(aside, body);
        await rename(aside, join(folder, name));
      })().catch((error) => console.error(`[images] could not keep ${name} on disk:`, error));
    },
  };
}
