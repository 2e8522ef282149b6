import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SPEC_DIR = 'tests/e2e';

/**
 * The browser suite runs on two servers, each with its own data folder (playwright.config.ts): a
 * spec that reads "the" data folder from E2E_DATA_DIR reads the other server's secrets half the
 * time. Only the helper that knows the test's server (server-data.ts) and the specs that start
 * servers of their own (fresh installs beside the run's template) may read it.
 */
describe('browser specs', () => {
  it('read the data folder of their own server through serverDataDir()', () => {
    const offenders = readdirSync(SPEC_DIR)
      .filter((name) => name.endsWith('.ts') && name !== 'server-data.ts' && name !== 'server-process.ts')
      .filter((name) => {
        const source = readFileSync(`${SPEC_DIR}/${name}`, 'utf8');
        return source.includes('E2E_DATA_DIR') && !source.includes('freshInstallDataDir(');
      });
    expect(offenders).toEqual([]);
  });
});
