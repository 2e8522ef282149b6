import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** File in DATA_DIR holding the generated secret when CONTENT_PREVIEW_SECRET is not set. */
export const SECRET_FILE_NAME = 'content-preview-secret';
const MIN_SECRET_LENGTH = 16;

let cached: Promise<string> | undefined;

/**
 * The HMAC secret of editor and preview tokens: CONTENT_PREVIEW_SECRET, or a random one made on
 * first start and kept in DATA_DIR (so the CLI and every process on that folder share it). An
 * in-memory database ('memory://') gets a secret that lives as long as the process.
 */
export async function readContentSecret(env: Record<string, string | undefined> = process.env): Promise<string> {
  const fromEnv = env.CONTENT_PREVIEW_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) throw new Error(`CONTENT_PREVIEW_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
    return fromEnv;
  }
  const dataDir = env.DATA_DIR?.trim() || '.data';
  if (dataDir === 'memory://') return randomBytes(32).toString('base64url');
  const file = path.resolve(dataDir, SECRET_FILE_NAME);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx' never overwrites: when two processes race, the loser reads the winner's secret.
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

/** The process-wide secret, read once. */
export function contentSecret(): Promise<string> {
  cached ??= readContentSecret();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
