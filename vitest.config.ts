/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and component tests only; Playwright specs live in tests/e2e and run with `npm run test:e2e`.
// The API's database-backed files run in one shared module graph per worker (isolate: false): each opens its
// own database and app, and importing the server once instead of per file saves most of their time.
// Files that mock modules or change the process's environment stay isolated.
const ISOLATED_SERVER_FILES = ['tests/unit/server/checkout/sweeper-timer.test.ts', 'tests/unit/server/content/content-cli.test.ts'];

export default getViteConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'api', include: ['tests/unit/server/**/*.test.ts'], exclude: ISOLATED_SERVER_FILES, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/unit/*.test.ts', 'tests/unit/!(server)/**/*.test.ts', 'tests/component/**/*.test.{ts,tsx}', ...ISOLATED_SERVER_FILES],
        },
      },
    ],
  },
});
