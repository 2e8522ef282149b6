/**
 * PGlite on a thread of its own (the server's default database: db/pglite-remote.ts is the other
 * side). PostgreSQL compiled to WebAssembly runs synchronously: on the server's thread, every
 * statement stopped the HTTP work, and an add to cart spent about half its CPU here. On this
 * thread, the server parses requests, prices carts and writes answers while PostgreSQL runs.
 *
 * Run by Node as it is (type stripping): it imports only PGlite and db/pglite-prepared.ts.
 * Messages: { id, op: 'query' | 'begin' | 'txQuery' | 'end' | 'close', ... }; answers { id, result }
 * or { id, error }. A transaction is PGlite's own (its locks decide who waits), held open between
 * 'begin' and 'end'. Values come back as PostgreSQL's text (null for NULL): the server's side
 * parses them, with the caller's parsers, as PGlite's `query` would.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, TransactionAbortedError, type Results, type Transaction } from '@electric-sql/pglite';
import { keepStatementsPrepared } from './pglite-prepared.ts';

export interface WorkerRequest {
  readonly id: number;
  readonly op: 'query' | 'begin' | 'txQuery' | 'end' | 'close';
  readonly text?: string;
  readonly params?: unknown[];
  readonly txId?: number;
  readonly commit?: boolean;
}

/** Keeps every value as PostgreSQL's text. */
const TEXT_PARSERS = new Proxy({}, { get: () => (value: string) => value });
const RAW = { rowMode: 'array', parsers: TEXT_PARSERS } as const;

interface RawResult {
  readonly fields: ReadonlyArray<{ name: string; dataTypeID: number }>;
  readonly rows: unknown[][];
  readonly affectedRows?: number;
  readonly rowCount?: number;
  readonly command?: string;
}

function rawOf(result: Results<unknown[]>): RawResult {
  const { fields, rows, affectedRows } = result;
  const extra = result as unknown as { command?: string; rowCount?: number };
  return { fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })), rows, affectedRows, rowCount: extra.rowCount, command: extra.command };
}

/** An error as plain data (its SQLSTATE, constraint and the rest survive the trip). */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const plain: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) if (typeof value !== 'function' && typeof value !== 'object') plain[key] = value;
  return error instanceof TransactionAbortedError ? { ...plain, kind: 'TransactionAbortedError' } : plain;
}

interface OpenTransaction {
  readonly tx: Transaction;
  readonly finish: (commit: boolean) => void;
  readonly done: Promise<void>;
}

async function main(): Promise<void> {
  const port = parentPort!;
  const dataDir = (workerData as { dataDir?: string } | undefined)?.dataDir;
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  keepStatementsPrepared(client);

  const transactions = new Map<number, OpenTransaction>();
  let nextTxId = 0;

  const answer = (id: number, work: () => Promise<unknown>) => {
    work().then(
      (result) => port.postMessage({ id, result }),
      (error: unknown) => port.postMessage({ id, error: plainError(error) }),
    );
  };

  function begin(): Promise<number> {
    return new Promise((opened, failed) => {
      const txId = ++nextTxId;
      let finish!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const done = client.transaction(async (tx) => {
        transactions.set(txId, { tx, finish, done });
        opened(txId);
        if (!(await decided)) await tx.rollback();
      }).then(() => undefined).finally(() => transactions.delete(txId));
      done.catch(failed);
    });
  }

  async function end(txId: number, commit: boolean): Promise<null> {
    const open = transactions.get(txId);
    if (!open) throw new Error('Transaction is closed');
    open.finish(commit);
    await open.done;
    return null;
  }

  port.on('message', (request: WorkerRequest) => {
    const { id } = request;
    switch (request.op) {
      case 'query':
        return answer(id, async () => rawOf(await client.query<unknown[]>(request.text!, request.params, RAW)));
      case 'txQuery':
        return answer(id, async () => {
          const open = transactions.get(request.txId!);
          if (!open) throw new Error('Transaction is closed');
          return rawOf(await open.tx.query<unknown[]>(request.text!, request.params, RAW));
        });
      case 'begin':
        return answer(id, begin);
      case 'end':
        return answer(id, () => end(request.txId!, request.commit === true));
      case 'close':
        return answer(id, async () => {
          await client.close();
          return null;
        });
    }
  });
  // PGlite parses arrays with the element's parser (its own _initArrayTypes): the other side does the same.
  const arrays = await client.query<{ element: number; array: number }>(
    `select b.oid as element, b.typarray as array from pg_catalog.pg_type a join pg_catalog.pg_type b on b.oid = a.typelem
     where a.typcategory = 'A' group by b.oid, b.typarray`,
  );
  port.postMessage({ ready: true, arrayTypes: arrays.rows.map(({ element, array }) => [array, element]) });
}

main().catch((error: unknown) => {
  parentPort!.postMessage({ failed: plainError(error) });
});
