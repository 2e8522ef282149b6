import { readDataDirSecret } from '../system/data-dir-secret';

/** File in DATA_DIR holding the generated secret when CONTENT_PREVIEW_SECRET is not set. */
export const SECRET_FILE_NAME = 'content-preview-secret';

let cached: Promise<string> | undefined;

/**
 * The HMAC secret of editor and preview tokens: CONTENT_PREVIEW_SECRET, or a random one made on
 * first start and kept in DATA_DIR (so the CLI and every process on that folder share it).
 */
export async function readContentSecret(env: Record<string, string | undefined> = process.env): Promise<string> {
  return readDataDirSecret({ envVar: 'CONTENT_PREVIEW_SECRET', fileName: SECRET_FILE_NAME, env });
}

/** The process-wide secret, read once. */
export function contentSecret(): Promise<string> {
  cached ??= readContentSecret();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
