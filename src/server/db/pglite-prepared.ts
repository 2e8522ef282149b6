import { parse, protocol, TransactionAbortedError, types, type messages, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { bindMessage, readAnswer, type RawAnswer } from './pglite-wire';

/**
 * Keeps PGlite's statements prepared, as node-postgres's named statements do on PostgreSQL.
 *
 * PGlite's own `query` runs every statement as six protocol round trips into WebAssembly (parse,
 * describe the statement, bind, describe the portal, execute, sync), parsing and planning it
 * each time, and a transaction's BEGIN and COMMIT as two each. Here a statement text is parsed
 * once under a name (with its parameter and column types), and every later run sends bind,
 * execute and sync in one call: PostgreSQL keeps the plan as it does for a prepared statement.
 * A transaction's BEGIN rides with its first statement and COMMIT is one call. Values are
 * serialized and rows parsed by PGlite's own serializers and parsers, so answers are the same
 * as `query`'s. Locks are taken as PGlite takes them: a statement outside a transaction waits
 * for the transaction lock; one inside the transaction's callback only for the query lock.
 *
 * The texts kept are the most recently used MAX_STATEMENTS; older ones are closed.
 */
const MAX_STATEMENTS = 400;

interface Column {
  readonly name: string;
  readonly dataTypeID: number;
}

interface Prepared {
  readonly name: string;
  readonly paramTypes: number[];
  /** The statement's columns (none for a statement that returns no rows). */
  readonly columns: Column[];
}

/** Internals of PGlite that its own `query` uses (public in its typings as `_`-prefixed methods). */
interface PGliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  isInTransaction(): boolean;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

type Parser = (value: string, typeId: number) => unknown;

const ROW_COUNT_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The result of one statement, as PGlite's parseResults gives it (its own copies every parser
 * into a new object on each call: hundreds of types). A value's parser is the call's, then the
 * client's, then PGlite's default.
 */
function resultOf<T>(answer: RawAnswer, prepared: Prepared, clientParsers: Record<number, Parser>, options: QueryOptions | undefined): Results<T> {
  const { columns } = prepared;
  const own = options?.parsers as Record<number, Parser> | undefined;
  const defaults = types.parsers as Record<number, Parser>;
  const parsers = columns.map(({ dataTypeID }) => own?.[dataTypeID] ?? clientParsers[dataTypeID] ?? defaults[dataTypeID]);
  const asArray = options?.rowMode === 'array';
  const rows: unknown[] = [];
  for (const values of answer.rows) {
    const parsed: unknown[] = new Array(values.length);
    for (let column = 0; column < values.length; column += 1) {
      const value = values[column]!;
      const parser = parsers[column];
      parsed[column] = value === null || !parser ? value : parser(value, columns[column]!.dataTypeID);
    }
    if (asArray) {
      rows.push(parsed);
    } else {
      const row: Record<string, unknown> = {};
      for (let column = 0; column < parsed.length; column += 1) row[columns[column]!.name] = parsed[column];
      rows.push(row);
    }
  }
  if (answer.commandTag === null) return { affectedRows: 0, rows: [], fields: [] } as unknown as Results<T>;
  const words = answer.commandTag.split(' ');
  const command = words[0]!;
  const count = parseInt(words[words.length - 1]!, 10);
  const affectedRows = ROW_COUNT_COMMANDS.has(command) ? count : 0;
  return { rows, fields: columns.map((column) => ({ ...column })), command, affectedRows, ...(Number.isNaN(count) ? {} : { rowCount: count }) } as unknown as Results<T>;
}

/** The error PGlite raises for an answer that holds an ErrorResponse (read by its own parser). */
function errorIn(bytes: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (!error && message instanceof protocol.messages.DatabaseError) error = message;
  });
  return error ?? new Error('PGlite answered with an error that could not be read.');
}

/**
 * Transactions are the writes: short, by key, and run over and over (add to cart, place order).
 * Their statements keep one generic plan. Left to itself, PostgreSQL plans some of them again
 * on every run (it keeps a generic plan only when that looks no dearer than a plan for the
 * values at hand), and the cart's lines statement then cost three times as much. Reads outside
 * a transaction (pages, search) keep PostgreSQL's own choice.
 */
const BEGIN = 'BEGIN; SET LOCAL plan_cache_mode = force_generic_plan';

const EXECUTE_AND_SYNC = concat([protocol.serialize.execute({}), protocol.serialize.sync()]);

// PostgreSQL: a cached plan whose result columns changed (a migration altered a table) must be prepared again.
const PLAN_CHANGED = '0A000';

export function keepStatementsPrepared(client: PGlite): void {
  const internals = client as unknown as PGliteInternals;

  const statements = new Map<string, Prepared>();
  let closing: string[] = [];
  let counter = 0;

  /** Parses and describes the text under a new name; `before` goes first in the same call (a BEGIN). */
  async function prepare(text: string, options: QueryOptions | undefined, before: Uint8Array[]): Promise<Prepared> {
    const name = `pglite_s${++counter}`;
    const closes = closing.map((old) => protocol.serialize.close({ type: 'S', name: old }));
    closing = [];
    const { messages: described } = await client.execProtocol(concat([
      ...before,
      ...closes,
      protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]), { syncToFs: false });
    const rowDescription = described.find((message) => message.name === 'rowDescription') as messages.RowDescriptionMessage | undefined;
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      columns: (rowDescription?.fields ?? []).map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    };
    statements.set(text, prepared);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest] = statements;
      statements.delete(oldest![0]);
      closing.push(oldest![1].name);
    }
    return prepared;
  }

  async function run<T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined, before: Uint8Array[] = []): Promise<Results<T>> {
    let prepared = statements.get(text);
    let sendAlong = before;
    if (prepared) {
      // Most recently used last, so the oldest is the least recently used.
      statements.delete(text);
      statements.set(text, prepared);
    } else {
      prepared = await prepare(text, options, before);
      sendAlong = [];
    }
    const values = (params ?? []).map((value, index): unknown => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // Values in binary (a serializer that gives bytes) go through PGlite's own writer.
    const bind = values.every((value) => value === null || typeof value === 'string')
      ? bindMessage(prepared.name, values as (string | null)[])
      : protocol.serialize.bind({ statement: prepared.name, values: values as (string | ArrayBuffer | null)[] });
    const answer = await exchange(concat([...sendAlong, bind, EXECUTE_AND_SYNC]), sendAlong.length > 0 ? 1 : 0);
    return resultOf<T>(answer, prepared, client.parsers as Record<number, Parser>, options);
  }

  /** A statement outside a transaction: a plan made stale by a changed table is prepared again. */
  async function runAlone<T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined): Promise<Results<T>> {
    try {
      return await run<T>(text, params, options);
    } catch (error) {
      if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
      const stale = statements.get(text);
      if (stale) {
        statements.delete(text);
        closing.push(stale.name);
      }
      return run<T>(text, params, options);
    }
  }

  /**
   * Sends protocol messages and reads the answer from PGlite's raw bytes (db/pglite-wire.ts),
   * after `skipReady` ReadyForQuery messages. An answer with an error is read by PGlite, which
   * throws the error as its execProtocol does.
   */
  async function exchange(message: Uint8Array, skipReady: number): Promise<RawAnswer> {
    const parts: Uint8Array[] = [];
    // The data is a view into PGlite's memory, reused by the next call: copied.
    await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (data) => { parts.push(data.slice()); } });
    const bytes = parts.length === 1 ? parts[0]! : concat(parts);
    const answer = readAnswer(bytes, skipReady);
    if (answer) return answer;
    throw errorIn(bytes);
  }

  /** COMMIT, ROLLBACK: the command PostgreSQL says it did (a transaction in error answers COMMIT with ROLLBACK). */
  async function command(text: string): Promise<string | null> {
    const { commandTag } = await exchange(protocol.serialize.query(text), 0);
    return commandTag;
  }

  async function simple(text: string): Promise<Results[]> {
    const { messages: answer } = await client.execProtocol(protocol.serialize.query(text), { syncToFs: false });
    return parse.parseResults(answer, client.parsers);
  }

  const plainQuery = client.query.bind(client);
  client.query = async function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob) return plainQuery<T>(text, params, options); // COPY with a file: PGlite's own path
    await internals._checkReady();
    return internals._runExclusiveTransaction(() => internals._runExclusiveQuery(async () => {
      const result = await runAlone<T>(text, params, options);
      await client.syncToFs();
      return result;
    }));
  };

  client.transaction = async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await internals._checkReady();
    return internals._runExclusiveTransaction(async () => {
      let begun = false;
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      // BEGIN is sent with the first statement; a transaction that runs none sends nothing.
      const beginWith = (): Uint8Array[] => (begun ? [] : ((begun = true), [protocol.serialize.query(BEGIN)]));
      const tx = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
          open();
          return internals._runExclusiveQuery(() => run<R>(text, params, options, beginWith()));
        },
        sql: async <R>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<R>> => {
          open();
          const text = strings.reduce((all, part, index) => `${all}$${index}${part}`);
          return internals._runExclusiveQuery(() => run<R>(text, params, undefined, beginWith()));
        },
        exec: async (text: string): Promise<Results[]> => {
          open();
          return internals._runExclusiveQuery(async () => {
            if (!begun) await simple(BEGIN);
            begun = true;
            return simple(text);
          });
        },
        rollback: async () => {
          open();
          closed = true;
          if (begun) await internals._runExclusiveQuery(() => command('ROLLBACK'));
        },
        listen: () => Promise.reject(new Error('LISTEN is not available inside a transaction here')),
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          if (begun) {
            const committed = await internals._runExclusiveQuery(() => command('COMMIT'));
            // A transaction in error (a failure the callback caught) ends in ROLLBACK, not COMMIT.
            if (committed === 'ROLLBACK') throw new TransactionAbortedError();
          }
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          if (begun) await internals._runExclusiveQuery(() => command('ROLLBACK'));
        }
        throw error;
      } finally {
        await client.syncToFs();
      }
    });
  };
}
