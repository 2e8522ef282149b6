import pg from 'pg';

/**
 * The pool's PostgreSQL client (decision 62). Two things save round trips on the hot writes:
 *
 * - node-postgres's pipeline mode: a statement is sent when it is asked for, not when the one
 *   before it has been answered, and PostgreSQL runs them in the order they came. A transaction
 *   can ask for a read whose values it already knows together with the statement before it (the
 *   cart's claim and the variant to add; the line's upsert and the cart's lines).
 * - BEGIN is answered at once and sent with the transaction's first statement (PGlite's driver
 *   does the same, db/pglite-prepared.ts). If BEGIN failed, that statement's promise fails with
 *   its error, so the transaction rolls back as it would have.
 *
 * Statements asked for in one run of callbacks and promise reactions leave in one socket write
 * (the socket is corked until the run is over): on this kind of machine a write that wakes
 * PostgreSQL costs the writer about a tenth of a millisecond.
 */
const BEGIN = /^\s*begin\b/i;

interface QueryConfig {
  readonly text?: string;
  readonly values?: readonly unknown[];
  readonly submit?: unknown;
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  const text = (config as QueryConfig | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

/** What BEGIN answers, made for each caller (its arrays are the caller's to keep). */
const beginAnswer = () => ({ command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] });

export class PipelinedClient extends pg.Client {
  #begun: Promise<unknown> | null = null;
  #corked = false;

  constructor(config?: pg.ClientConfig) {
    super({ ...config, pipeline: true } as pg.ClientConfig);
  }

  // node-postgres's overloads are many; the pool and drizzle call query(config, values?) and use its promise.
  override query(config: unknown, values?: unknown, callback?: unknown): any {
    const withPromise = typeof callback !== 'function' && typeof values !== 'function' && typeof (config as QueryConfig | null)?.submit !== 'function';
    if (!withPromise) return super.query(config as never, values as never, callback as never);
    this.#corkForThisRun();
    const answer = super.query(config as never, values as never) as unknown as Promise<unknown>;
    const text = textOf(config);
    const parameters = Array.isArray(values) ? values.length : ((config as QueryConfig).values?.length ?? 0);
    if (this.#begun === null && text !== undefined && parameters === 0 && BEGIN.test(text)) {
      answer.catch(() => undefined); // its failure reaches the caller through the next statement
      this.#begun = answer;
      return Promise.resolve(beginAnswer());
    }
    const begun = this.#begun;
    if (begun === null) return answer;
    this.#begun = null;
    return Promise.all([begun, answer]).then(([, result]) => result);
  }

  #corkForThisRun(): void {
    const stream = (this as unknown as { connection?: { stream?: Partial<Corkable> } }).connection?.stream;
    if (this.#corked || typeof stream?.cork !== 'function' || typeof stream.uncork !== 'function') return;
    this.#corked = true;
    stream.cork();
    process.nextTick(() => {
      this.#corked = false;
      (stream as Corkable).uncork();
    });
  }
}
