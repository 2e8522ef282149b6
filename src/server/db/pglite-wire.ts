/**
 * PostgreSQL's wire protocol for the statements kept prepared (db/pglite-prepared.ts), written
 * and read here rather than by PGlite's own writer and reader. Those keep their state in
 * private fields, turn every message into an object and copy every value into a buffer of its
 * own before decoding it; on the hot paths (every add to cart runs six statements) that cost
 * about as much Node time as PGlite took to run the statements.
 *
 * The answer reader reads only DataRow, CommandComplete and ReadyForQuery, decoding values in
 * place; anything else that matters (an ErrorResponse) is left to PGlite's reader, so errors
 * stay exactly as PGlite raises them.
 */

const BIND = 0x42; // 'B'

/**
 * A Bind message for a named statement with every value in text format (null for NULL) and
 * text results: what PGlite's serialize.bind writes for string values.
 */
export function bindMessage(statement: string, values: readonly (string | null)[]): Uint8Array {
  let size = 1 + 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  for (const value of values) size += 4 + (value === null ? 0 : Buffer.byteLength(value));
  const out = Buffer.allocUnsafe(size);
  out[0] = BIND;
  out.writeInt32BE(size - 1, 1);
  let at = 5;
  out[at++] = 0; // the unnamed portal
  at += out.write(statement, at);
  out[at++] = 0;
  out.writeInt16BE(0, at); // no format codes: every parameter is text
  at += 2;
  out.writeInt16BE(values.length, at);
  at += 2;
  for (const value of values) {
    if (value === null) {
      out.writeInt32BE(-1, at);
      at += 4;
    } else {
      const length = out.write(value, at + 4);
      out.writeInt32BE(length, at);
      at += 4 + length;
    }
  }
  out.writeInt16BE(0, at); // no result format codes: every column is text
  return out;
}

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'
const ERROR_RESPONSE = 0x45; // 'E'

export interface RawAnswer {
  /** Each row's values as PostgreSQL's text format (null for NULL), in column order. */
  readonly rows: (string | null)[][];
  /** The CommandComplete tag ("UPDATE 1", "SELECT 3", "COMMIT"), null when none came. */
  readonly commandTag: string | null;
}

/**
 * The answer after the first `skipReady` ReadyForQuery messages (a BEGIN sent along with the
 * statement answers first), up to the statement's CommandComplete. Null when the bytes hold an
 * ErrorResponse: the caller has PGlite read them to raise its own error.
 */
export function readAnswer(bytes: Uint8Array, skipReady = 0): RawAnswer | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: (string | null)[][] = [];
  let commandTag: string | null = null;
  let readySeen = 0;
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    const body = at + 5;
    if (type === ERROR_RESPONSE) return null;
    if (readySeen < skipReady) {
      if (type === READY_FOR_QUERY) readySeen += 1;
    } else if (commandTag === null) {
      if (type === DATA_ROW) {
        const count = view.getInt16(body);
        const values = new Array<string | null>(count);
        let field = body + 2;
        for (let column = 0; column < count; column += 1) {
          const length = view.getInt32(field);
          field += 4;
          if (length < 0) {
            values[column] = null;
          } else {
            values[column] = text.toString('utf8', field, field + length);
            field += length;
          }
        }
        rows.push(values);
      } else if (type === COMMAND_COMPLETE) {
        commandTag = text.toString('utf8', body, end - 1); // without its terminating zero
      }
    }
    at = end;
  }
  return { rows, commandTag };
}
