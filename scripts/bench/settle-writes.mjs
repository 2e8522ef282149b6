// Before a latency figure that commits: write out what seeding the bench's fresh database left
// dirty. Otherwise the kernel writes it back (some 50 MB, 30 s after it was written) in the middle
// of the measured seconds, and every commit's WAL flush waits behind it: on this machine that alone
// took add to cart's p99 on PostgreSQL from 19–26 ms to 33–51 ms in a third of `BENCH_ONLY=addToCart`
// runs (decision 64). A running shop does not bulk-load its catalog seconds before its shoppers add
// to cart, and the full `npm run bench` measures pages for about a minute first, so this makes a
// partial run measure the same steady state as the full one.
import { execFileSync } from 'node:child_process';
import pg from 'pg';

/** CHECKPOINT (PostgreSQL, when the role may) then sync; answers what could not be done, for the report. */
export async function settleWrites(databaseUrl) {
  const missed = [];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      await client.query('CHECKPOINT');
    } catch (error) {
      missed.push(`no checkpoint (${error.message})`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  try {
    execFileSync('sync');
  } catch (error) {
    missed.push(`no sync (${error.message})`);
  }
  return missed;
}
