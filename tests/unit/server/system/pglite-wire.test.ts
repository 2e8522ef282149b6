import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { bindMessage, readAnswer } from '@server/db/pglite-wire';

/** The wire protocol of the statements kept prepared (src/server/db/pglite-wire.ts) against PGlite's own writer and reader. */
describe("PGlite's wire protocol, written and read for the kept statements", () => {
  it('writes a Bind message PostgreSQL reads as PGlite writes it (text values, NULLs, any Unicode)', () => {
    const values = ['42', null, 'Zéphyr ☂ 🥾', '', '{"a":[1,"x"]}'];
    // PGlite gives every text value its own format code (0, text); none at all means the same.
    const ours = Buffer.from(bindMessage('pglite_s7', values));
    const theirs = Buffer.from(protocol.serialize.bind({ statement: 'pglite_s7', values }));
    expect(ours.readInt32BE(1)).toBe(ours.length - 1);
    const formatCodes = 2 * values.length;
    const headerEnd = 1 + 4 + 1 + 'pglite_s7'.length + 1; // type, length, unnamed portal, statement
    expect(ours.subarray(0, 1)).toEqual(theirs.subarray(0, 1));
    expect(ours.subarray(5, headerEnd)).toEqual(theirs.subarray(5, headerEnd));
    expect(ours.readInt16BE(headerEnd)).toBe(0);
    expect(theirs.readInt16BE(headerEnd)).toBe(values.length);
    expect(ours.subarray(headerEnd + 2)).toEqual(theirs.subarray(headerEnd + 2 + formatCodes));
  });

  it('reads rows, NULLs and the command tag, skipping what a BEGIN sent along answered', () => {
    const message = (type: string, body: Buffer) => {
      const head = Buffer.alloc(5);
      head.write(type, 0);
      head.writeInt32BE(body.length + 4, 1);
      return Buffer.concat([head, body]);
    };
    const dataRow = (values: (string | null)[]) => {
      const parts = [Buffer.from([values.length >> 8, values.length & 0xff])];
      for (const value of values) {
        const length = Buffer.alloc(4);
        length.writeInt32BE(value === null ? -1 : Buffer.byteLength(value));
        parts.push(length, value === null ? Buffer.alloc(0) : Buffer.from(value));
      }
      return message('D', Buffer.concat(parts));
    };
    const tag = (text: string) => message('C', Buffer.from(`${text}\0`));
    const ready = message('Z', Buffer.from('T'));
    const bytes = Buffer.concat([tag('BEGIN'), dataRow(['not', 'this']), ready, message('2', Buffer.alloc(0)), dataRow(['1', 'é☂']), dataRow([null, '']), tag('SELECT 2'), ready]);
    expect(readAnswer(bytes, 1)).toEqual({ rows: [['1', 'é☂'], [null, '']], commandTag: 'SELECT 2' });
    const failed = Buffer.concat([message('E', Buffer.from('SERROR\0C23505\0Mduplicate\0\0')), ready]);
    expect(readAnswer(failed)).toBeNull();
  });
});
