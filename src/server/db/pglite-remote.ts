import { Worker } from 'node:worker_threads';
import { TransactionAbortedError, types, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { WorkerRequest } from './pglite-worker';

/**
 * The server's side of PGlite on its own thread (db/pglite-worker.ts says why): the part of a
 * PGlite client that drizzle uses, `query` and `transaction`. Every statement is a message to the
 * worker; values come back as text and are parsed here with the caller's parsers, else PGlite's,
 * so answers are the same as from PGlite in this thread. Locks are PGlite's own, in the worker: a
 * statement outside a transaction waits while one is open, as on one PGlite connection.
 */
export interface RemotePGlite {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface RawResult {
  readonly fields: Array<{ name: string; dataTypeID: number }>;
  readonly rows: Array<Array<string | null>>;
  readonly affectedRows?: number;
  readonly rowCount?: number;
  readonly command?: string;
}

type Parser = (value: string, typeId: number) => unknown;

/** The error the worker sent, as an Error with the same SQLSTATE, constraint and message. */
function errorOf(plain: Record<string, unknown>): Error {
  const { kind, ...fields } = plain;
  if (kind === 'TransactionAbortedError') return new TransactionAbortedError();
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

function resultOf<T>(raw: RawResult, options: QueryOptions | undefined, defaults: Record<number, Parser>): Results<T> {
  const own = options?.parsers as Record<number, Parser> | undefined;
  const parsers = raw.fields.map(({ dataTypeID }) => own?.[dataTypeID] ?? defaults[dataTypeID]);
  const asArray = options?.rowMode === 'array';
  const rows = raw.rows.map((row) => {
    const values = row.map((value, column) => {
      const parser = parsers[column];
      return value === null || !parser ? value : parser(value, raw.fields[column]!.dataTypeID);
    });
    if (asArray) return values;
    const record: Record<string, unknown> = {};
    for (let column = 0; column < values.length; column += 1) record[raw.fields[column]!.name] = values[column];
    return record;
  });
  return { ...raw, rows, fields: raw.fields.map((field) => ({ ...field })) } as unknown as Results<T>;
}

/** Starts the worker on `dataDir` (undefined: in memory) and answers once PGlite is ready. */
export async function startRemotePGlite(workerFile: URL, dataDir: string | undefined): Promise<RemotePGlite> {
  const worker = new Worker(workerFile, { workerData: { dataDir } });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  /** PGlite's parsers, with its arrays' (PGlite's own client makes the same at start). */
  const parsers: Record<number, Parser> = { ...(types.parsers as Record<number, Parser>) };

  await new Promise<void>((ready, failed) => {
    worker.on('message', (message: { id?: number; result?: unknown; error?: Record<string, unknown>; ready?: boolean; arrayTypes?: Array<[number, number]>; failed?: Record<string, unknown> }) => {
      if (message.ready) {
        for (const [array, element] of message.arrayTypes ?? []) {
          parsers[array] = (value) => types.arrayParser(value, (item: string) => (parsers[element] ? parsers[element]!(item, element) : item), array);
        }
        return ready();
      }
      if (message.failed) return failed(errorOf(message.failed));
      const call = waiting.get(message.id!);
      if (!call) return;
      waiting.delete(message.id!);
      if (message.error) call.reject(errorOf(message.error));
      else call.resolve(message.result);
    });
    worker.on('error', (error) => {
      failure = error;
      failed(error);
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    });
    worker.on('exit', (code) => {
      failure ??= new Error(`The database thread stopped (exit code ${code}).`);
      for (const call of waiting.values()) call.reject(failure);
      waiting.clear();
    });
  });

  function call<R>(request: Omit<WorkerRequest, 'id'>): Promise<R> {
    if (failure) return Promise.reject(failure);
    const id = ++nextId;
    return new Promise<R>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  /** undefined is not a value PostgreSQL knows: it goes as NULL, as PGlite sends it. */
  const paramsOf = (params: unknown[] | undefined) => params?.map((value) => (value === undefined ? null : value));

  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      return resultOf<T>(await call<RawResult>({ op: 'query', text, params: paramsOf(params) }), options, parsers);
    },
    async transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      const txId = await call<number>({ op: 'begin' });
      let closed = false;
      const tx = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (closed) throw new Error('Transaction is closed');
          return resultOf<R>(await call<RawResult>({ op: 'txQuery', txId, text, params: paramsOf(params) }), options, parsers);
        },
        rollback: async () => {
          if (closed) throw new Error('Transaction is closed');
          closed = true;
          await call({ op: 'end', txId, commit: false });
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          await call({ op: 'end', txId, commit: true });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await call({ op: 'end', txId, commit: false }).catch(() => undefined);
        }
        throw error;
      }
    },
    async close() {
      if (!failure) await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
