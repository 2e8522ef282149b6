import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4455);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';

// Browser tests run in Debian's Chromium against the built server (npm run build first;
// `npm test` does). Each run starts from a fresh embedded database in DATA_DIR.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // (The `-seeded` copy is the fresh-install template tests/e2e/server-process.ts makes once per run.)
    command: `rm -rf ${DATA_DIR} ${DATA_DIR}-seeded && exec node src/server/node-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // The reset-password flow reads its mail from the dev outbox, which only exists when asked for.
    // Every spec signs up from this one machine: more sign-ups per client than a shopper's address gets.
    env: { HOST: '127.0.0.1', PORT: String(PORT), DATA_DIR, STOREFRONT_DEV_TOOLS: 'true', AUTH_REQUESTS_PER_CLIENT: '1000' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
