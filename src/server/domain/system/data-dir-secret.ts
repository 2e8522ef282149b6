import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_SECRET_LENGTH = 16;

export interface DataDirSecretOptions {
  /** The variable that sets the secret explicitly (at least 16 characters). */
  readonly envVar: string;
  /** The file in DATA_DIR that keeps a generated secret. */
  readonly fileName: string;
  readonly env?: Record<string, string | undefined>;
}

/**
 * An HMAC key: the variable when it is set, else a random one made on first use and kept in
 * DATA_DIR, so every process on that folder (and the content CLI) shares it and no fixed key
 * ships in the code. An in-memory database ('memory://') gets a key that lives with the process.
 */
export function readDataDirSecret({ envVar, fileName, env = process.env }: DataDirSecretOptions): string {
  const fromEnv = env[envVar]?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) throw new Error(`${envVar} must be at least ${MIN_SECRET_LENGTH} characters.`);
    return fromEnv;
  }
  const dataDir = env.DATA_DIR?.trim() || '.data';
  if (dataDir === 'memory://') return randomBytes(32).toString('base64url');
  const file = path.resolve(dataDir, fileName);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  // 'wx' never overwrites: when two processes race, the loser reads the winner's secret.
  try {
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
