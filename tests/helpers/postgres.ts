import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  readonly databaseUrl: string;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  'PostgreSQL server binaries (initdb, pg_ctl) were not found on PATH or in /usr/lib/postgresql/*/bin. ' +
  'Install them, e.g. `apt-get update && apt-get install -y postgresql`, to run the PostgreSQL tests.';

/** Where initdb and pg_ctl are: PATH first, then Debian's versioned folders (newest first). */
export function findPostgresBinDir(searchPath = process.env.PATH ?? '', root = '/usr/lib/postgresql'): string {
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(root, version, 'bin');
      if (existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  throw new Error(INSTALL_HINT);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** PostgreSQL refuses to run as root: then run it as the 'postgres' user (or 'nobody'). */
function serverUser(): { name: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    if (result.status === 0) {
      const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
      return { name, uid: Number(result.stdout.trim()), gid };
    }
  }
  throw new Error('Running as root and neither a "postgres" nor a "nobody" user exists to run PostgreSQL.');
}

/** Starts a private cluster in a temp folder on a free loopback port; stop() removes it all. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const binDir = findPostgresBinDir();
  const folder = mkdtempSync(path.join(tmpdir(), 'catalog-pg-'));
  const user = serverUser();
  if (user) chownSync(folder, user.uid, user.gid);
  const run = (tool: string, args: string[]) => {
    const command = path.join(binDir, tool);
    const [file, argv] = user ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, args];
    return execFileSync(file, argv as string[], { cwd: folder, stdio: 'pipe', encoding: 'utf8' });
  };
  const data = path.join(folder, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--no-locale']);
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`Could not start a throw-away PostgreSQL in ${folder}: ${stderr || String(error)}`);
  }
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
