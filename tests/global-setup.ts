import { ensureSeededSnapshot } from './helpers/seeded-database';

/** Seeds one database for the whole run; test files load copies of it (tests/helpers/seeded-database.ts). */
export default async function setup(): Promise<void> {
  await ensureSeededSnapshot();
}
