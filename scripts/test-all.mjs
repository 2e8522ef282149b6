// `npm test`: every test of the project, in the order a failure is cheapest to find.
// 1. Makes sure Chromium and PostgreSQL are on the machine (installs them with apt-get when
//    run as root, otherwise stops with a message naming what to install).
// 2. Type-checks (astro check), runs vitest (unit, component, database tests on PGlite and on
//    a throw-away PostgreSQL cluster), builds (the build fails on an ineffective dynamic import,
//    see astro.config.mjs), and runs Playwright in Chromium against the built server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

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
ensure('PostgreSQL (database tests)', () => findPostgresBin() !== null, ['postgresql']);

const steps = [
  ['npx', ['astro', 'check', '--minimumSeverity', 'warning']],
  ['npx', ['vitest', 'run']],
  ['npx', ['astro', 'build']],
  ['npx', ['playwright', 'test']],
];
for (const [command, args] of steps) {
  const status = run(command, args);
  if (status !== 0) {
    console.error(`\nFailed: ${command} ${args.join(' ')} (exit ${status})`);
    process.exit(status);
  }
}
console.log('\nAll test suites passed.');
