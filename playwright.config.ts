import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const BASE_PORT = Number(process.env.E2E_PORT ?? 4455);
const BASE_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
const SPEC_DIR = 'tests/e2e';

/**
 * Browser tests run against one server with one worker by default. E2E_SERVERS=2 shares the spec
 * files out over two servers (ports E2E_PORT and E2E_PORT+1, each with its own fresh database, one
 * worker each) by file size, keeping the specs that copy the run's fresh-install template together.
 * Measured in CI (decision 35): on two cores the suite is CPU-bound, so two servers took as long
 * (13.3 min against about 13) and timing-sensitive tests failed more often; it stays available
 * for a machine with more cores.
 */
const SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));

function shareOutSpecs(): string[][] {
  const specs = readdirSync(SPEC_DIR).filter((name) => name.endsWith('.spec.ts'));
  const usesTemplate = (name: string) => readFileSync(`${SPEC_DIR}/${name}`, 'utf8').includes('freshInstallDataDir(');
  const units = [specs.filter(usesTemplate), ...specs.filter((name) => !usesTemplate(name)).map((name) => [name])].filter((unit) => unit.length > 0);
  const weight = (unit: string[]) => unit.reduce((sum, name) => sum + statSync(`${SPEC_DIR}/${name}`).size, 0);
  const shares = Array.from({ length: SERVERS }, () => ({ files: [] as string[], weight: 0 }));
  for (const unit of units.sort((a, b) => weight(b) - weight(a) || String(a[0]).localeCompare(String(b[0])))) {
    const lightest = shares.reduce((min, share) => (share.weight < min.weight ? share : min));
    lightest.files.push(...unit);
    lightest.weight += weight(unit);
  }
  return shares.map((share) => share.files);
}

/**
 * Debian's headless Chromium (package chromium-headless-shell, the same Chromium release without
 * the desktop shell; what Playwright itself runs headless) when installed, else Debian's chromium.
 * It costs about 12% less CPU per test on two cores (decision 42). CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const servers = shareOutSpecs().map((files, index) => ({ files, port: BASE_PORT + index, dataDir: index === 0 ? BASE_DATA_DIR : `${BASE_DATA_DIR}-${index}` }));

// Browser tests run in Debian's Chromium against the built server (npm run build first;
// `npm test` does). Each run starts from fresh embedded databases.
export default defineConfig({
  testDir: SPEC_DIR,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: SERVERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // Recording a trace for every test (to keep the failures') costs CPU the whole run; in CI the retry of a failed test is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
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
  projects: servers.map((server, index) => ({
    name: `server-${index + 1}`,
    testMatch: server.files.map((name) => new RegExp(`[\\\\/]${escaped(name)}$`)),
    workers: 1,
    // Specs read the data folder of the server they run against (content secrets) from here: see tests/e2e/server-data.ts.
    metadata: { dataDir: server.dataDir },
    use: { baseURL: `http://127.0.0.1:${server.port}` },
  })),
  webServer: servers.map((server) => ({
    // (The `-seeded` copy is the fresh-install template tests/e2e/server-process.ts makes once per run.)
    command: `rm -rf ${server.dataDir} ${server.dataDir}-seeded && exec node src/server/node-server.mjs`,
    url: `http://127.0.0.1:${server.port}/api/health`,
    // The reset-password flow reads its mail from the dev outbox, which only exists when asked for.
    // Every spec signs up from this one machine: more sign-ups per client than a shopper's address gets.
    // The start-up warm-up (src/server/warm-up.ts) would take a core from the first specs; its own test covers it.
    env: { HOST: '127.0.0.1', PORT: String(server.port), DATA_DIR: server.dataDir, STOREFRONT_DEV_TOOLS: 'true', AUTH_REQUESTS_PER_CLIENT: '1000', WARM_UP: 'false' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
