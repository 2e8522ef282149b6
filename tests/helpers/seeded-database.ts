import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pgliteHandle, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { ensureSeeded } from '@server/db/seed/index';

/**
 * Migrating and seeding an in-memory PGlite costs about 10 s; loading a copy of a seeded one
 * about 3 s. The copy is made once per test run (vitest globalSetup, tests/global-setup.ts) and
 * reused while nothing it is made from changed: its name carries a hash of the migrations, the
 * seed and everything the seed imports (schemas/, src/shared/, src/server/db/).
 */
const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const SNAPSHOT_DIR = path.join(ROOT, '.data', 'test-snapshots');
const INPUTS = ['src/server/db', 'src/server/domain', 'schemas', 'src/shared', 'package-lock.json'];

function filesBelow(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full).sort().flatMap((name) => filesBelow(path.join(entry, name)));
}

function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesBelow)) hash.update(file).update(readFileSync(path.join(ROOT, file)));
  return path.join(SNAPSHOT_DIR, `seeded-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function openPglite(loadDataDir?: Blob): Promise<DatabaseHandle & { dump(): Promise<Blob> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(loadDataDir ? { loadDataDir } : undefined);
  return { ...(await pgliteHandle(client)), dump: () => client.dumpDataDir('none') };
}

/** Writes the seeded copy if it is missing or stale; returns its path. */
export async function ensureSeededSnapshot(): Promise<string> {
  const file = snapshotPath();
  if (existsSync(file)) return file;
  const handle = await openPglite();
  await migrate(handle.db);
  await ensureSeeded(handle.db);
  const dump = Buffer.from(await (await handle.dump()).arrayBuffer());
  await handle.close();
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  // Written under a temporary name first: a parallel run never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return file;
}

/** A fresh in-memory database, migrated and seeded, from the run's seeded copy. */
export async function openSeededDatabase(): Promise<DatabaseHandle> {
  const file = await ensureSeededSnapshot();
  const handle = await openPglite(new Blob([readFileSync(file)]));
  // The copy is current by construction; these are no-ops that keep the contract explicit.
  await migrate(handle.db);
  await ensureSeeded(handle.db);
  return handle;
}
