/** Reads media below the site's public folders, never outside them. */
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/**
 * A reader over the first root holding the file: in a build, dist/client (what is deployed)
 * before public/ (the sources, for `astro dev` and runs from the repository).
 */
export function createPublicFileReader(roots: readonly string[]): (path: string) => Promise<Uint8Array | undefined> {
  const absoluteRoots = roots.map((root) => resolve(root));
  return async (path) => {
    for (const root of absoluteRoots) {
      const file = resolve(root, path);
      if (!file.startsWith(root + sep)) return undefined;
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) return readFile(file);
    }
    return undefined;
  };
}
