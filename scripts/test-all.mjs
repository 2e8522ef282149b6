// `npm test`: every test of the project, in the order a failure is cheapest to find.
// 1. Makes sure Chromium and PostgreSQL are on the machine (installs them with apt-get when
//    run as root, otherwise stops with a message naming what to install).
// 2. Runs vitest (unit, component, database tests on PGlite and on a throw-away PostgreSQL
//    cluster) while it type-checks (astro check) and then builds (the build fails on an ineffective
//    dynamic import, see astro.config.mjs); then Playwright in Chromium against the built server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function findPostgresBin() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  for (const version of readdirSync(base).sort().reverse()) {
    const candidate = `${base}/${version}/bin/initdb`;
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

let aptUpdated = false;
function aptInstall(packages) {
  if (!aptUpdated) {
    if (run('apt-get', ['update', '-qq']) !== 0) return false;
    aptUpdated = true;
  }
  return run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }) === 0;
}

function ensure(name, present, packages) {
  if (present()) return;
  if (!isRoot) {
    console.error(`\n${name} is missing. Install it first, for example: sudo apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`\n${name} is missing: installing ${packages.join(' ')} with apt-get`);
  if (!aptInstall(packages) || !present()) {
    console.error(`\nCould not install ${name}. Install it by hand: apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
ensure('Chromium (browser tests)', () => existsSync(chromiumPath), ['chromium']);
// The browser tests prefer Debian's headless Chromium (decision 42; playwright.config.ts): installed
// when possible, and without it they run in the chromium above.
const headlessShell = '/usr/bin/chromium-headless-shell';
if (!process.env.CHROMIUM_PATH && !existsSync(headlessShell) && isRoot && !aptInstall(['chromium-headless-shell'])) {
  console.log('\nchromium-headless-shell could not be installed: the browser tests run in chromium.');
}
ensure('PostgreSQL (database tests)', () => findPostgresBin() !== null, ['postgresql']);

// Type-checking and the build run beside vitest, their output held back and printed whole when they
// end, so no line of either run is mixed with the other's. vitest gets a worker per core (its default
// leaves one core for other work, and the check and build take only the first minute or two of its
// run). Playwright needs the build and runs last, alone.
function runBuffered(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

async function checkThenBuild() {
  for (const [command, args] of [['npx', ['astro', 'check', '--minimumSeverity', 'warning']], ['npx', ['astro', 'build']]]) {
    const { status, output } = await runBuffered(command, args);
    const label = [command, ...args].join(' ');
    if (status !== 0) return { status, label, output };
    console.log(`\n$ ${label} (beside vitest)\n${output}`);
  }
  return { status: 0 };
}

/** Like run(), without blocking: the steps beside it keep reading their output meanwhile. */
function runAlongside(command, args) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => spawn(command, args, { stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1)));
}

const beside = checkThenBuild();
const vitestStatus = await runAlongside('npx', ['vitest', 'run', `--maxWorkers=${availableParallelism()}`]);
const checked = await beside;
if (checked.status !== 0) {
  console.error(`\n$ ${checked.label} (beside vitest)\n${checked.output}\nFailed: ${checked.label} (exit ${checked.status})`);
  process.exit(checked.status);
}
if (vitestStatus !== 0) {
  console.error(`\nFailed: npx vitest run (exit ${vitestStatus})`);
  process.exit(vitestStatus);
}
const playwrightStatus = run('npx', ['playwright', 'test']);
if (playwrightStatus !== 0) {
  console.error(`\nFailed: npx playwright test (exit ${playwrightStatus})`);
  process.exit(playwrightStatus);
}
console.log('\nAll test suites passed.');
