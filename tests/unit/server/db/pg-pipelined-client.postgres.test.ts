import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { PipelinedClient } from '@server/db/pg-pipelined-client';
import { addItem, createCart } from '@server/domain/cart/index';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../helpers/postgres';
import { guest, seededDatabase, variants } from '../cart/cart-db';

/** Socket writes (flushes, each a system call that wakes PostgreSQL) to the server at `port` while `run` runs. */
async function writesTo(port: number, run: () => Promise<unknown>): Promise<number> {
  const prototype = Socket.prototype as unknown as Record<'_write' | '_writev', (this: Socket, ...args: unknown[]) => unknown>;
  const original = { _write: prototype._write, _writev: prototype._writev };
  let writes = 0;
  for (const name of ['_write', '_writev'] as const) {
    prototype[name] = function counted(this: Socket, ...args: unknown[]) {
      if (this.remotePort === port) writes += 1;
      return original[name].apply(this, args);
    };
  }
  try {
    await run();
  } finally {
    Object.assign(prototype, original);
  }
  return writes;
}

describe('the PostgreSQL client sends a transaction in fewer round trips', () => {
  let server: ThrowawayPostgres | undefined;
  let handle: DatabaseHandle;
  let port: number;

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    port = Number(new URL(server.databaseUrl).port);
    handle = await seededDatabase(server.databaseUrl);
  });

  afterAll(async () => {
    await handle?.close();
    await server?.stop();
  });

  it('sends BEGIN in the same write as the first statement, which still runs inside the transaction', async () => {
    const client = new PipelinedClient({ connectionString: server!.databaseUrl });
    await client.connect();
    try {
      await client.query('create temporary table pipelined_probe (id int primary key)');
      let status: unknown;
      const writes = await writesTo(port, async () => {
        await client.query('begin');
        await client.query('insert into pipelined_probe (id) values ($1)', [1]);
        status = client.getTransactionStatus();
      });
      expect(writes).toBe(1);
      expect(status).toBe('T'); // PostgreSQL answered the insert from inside the open transaction
      await client.query('rollback');
      expect((await client.query('select count(*)::int as n from pipelined_probe')).rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('fails the first statement with the error of a BEGIN that failed', async () => {
    const client = new PipelinedClient({ connectionString: server!.databaseUrl });
    await client.connect();
    try {
      await expect(client.query('begin isolation level nowhere')).resolves.toMatchObject({ command: 'BEGIN' });
      await expect(client.query('select $1::int as n', [1])).rejects.toThrow(/syntax error/);
      expect(client.getTransactionStatus()).toBe('I'); // nothing was left open
    } finally {
      await client.end();
    }
  });

  it('keeps a transaction whole: rolled back on error, invisible to others until it commits', async () => {
    const other = await openDatabase({ databaseUrl: server!.databaseUrl, dataDir: 'unused' });
    try {
      await handle.db.execute(sql`create table if not exists pipelined_rows (id int primary key)`);
      await expect(handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipelined_rows (id) values (${1})`);
        throw new Error('change refused');
      })).rejects.toThrow('change refused');
      const seenMidway = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipelined_rows (id) values (${2})`);
        const { rows } = (await other.db.execute(sql`select count(*)::int as n from pipelined_rows`)) as unknown as { rows: unknown[] };
        return rows[0];
      });
      expect(seenMidway).toEqual({ n: 0 });
      expect(((await other.db.execute(sql`select id from pipelined_rows`)) as unknown as { rows: unknown[] }).rows).toEqual([{ id: 2 }]);
    } finally {
      await other.close();
    }
  });

  it('adds to a cart in three round trips: BEGIN with the claim and the variant, the line with the lines, COMMIT', async () => {
    const shopper = guest();
    const { basketId } = await createCart(handle.db, shopper);
    // A cheap item: two of it reach no gift with purchase, whose line would be one more write.
    const [variant] = await variants(handle.db, 'stride', sql`i.quantity >= 10 and vp.sale_price between 1000 and 2000`);
    await addItem(handle.db, shopper, { cartId: basketId, productId: variant!.id, qty: 1 }); // the product facts are cached from here on
    let cart: Awaited<ReturnType<typeof addItem>> | undefined;
    const writes = await writesTo(port, async () => {
      cart = await addItem(handle.db, shopper, { cartId: basketId, productId: variant!.id, qty: 1 });
    });
    expect(writes).toBe(3);
    expect(cart!.items.find((item) => item.variantId === variant!.id)?.qty).toBe(2);
    expect(cart!.items.filter((item) => item.bonus)).toEqual([]);
  });
});
