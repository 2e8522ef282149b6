import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataDirSecret } from '@server/domain/system/data-dir-secret';

const options = (env: Record<string, string | undefined>) => ({ envVar: 'UNIT_SECRET', fileName: 'unit-secret', env });

describe('secrets kept in DATA_DIR', () => {
  it('makes a random key once, keeps it readable by the owner only, and every later read shares it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'data-dir-secret-'));
    const first = readDataDirSecret(options({ DATA_DIR: dataDir }));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readDataDirSecret(options({ DATA_DIR: dataDir }))).toBe(first);
    expect(readFileSync(path.join(dataDir, 'unit-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dataDir, 'unit-secret')).mode & 0o077).toBe(0);
    expect(readDataDirSecret(options({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-dir-secret-')) }))).not.toBe(first);
  });

  it('takes the variable when set, and refuses one too short to be a key', () => {
    expect(readDataDirSecret(options({ DATA_DIR: 'memory://', UNIT_SECRET: 'set-by-the-operator' }))).toBe('set-by-the-operator');
    expect(() => readDataDirSecret(options({ DATA_DIR: 'memory://', UNIT_SECRET: 'short' }))).toThrow('UNIT_SECRET must be at least 16 characters');
  });

  it('gives an in-memory database a key of its own, never written anywhere', () => {
    const a = readDataDirSecret(options({ DATA_DIR: 'memory://' }));
    expect(a).not.toBe(readDataDirSecret(options({ DATA_DIR: 'memory://' })));
  });
});
