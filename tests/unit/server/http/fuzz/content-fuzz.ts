import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expectNoServerError, nested, toJsonText, wrongValue } from './hostile';

/**
 * Every field of every content block, written through the editor API with hostile values: the
 * block fixtures (tests/fixtures/blocks/{type}.json) are valid blocks, and each field path of
 * their data (nested blocks of sections, experiences and segments included) is replaced in turn.
 */

type FieldPath = ReadonlyArray<string | number>;

export function blockFixture(type: string): { id: string; type: string; version: number; data: unknown } {
  return JSON.parse(readFileSync(new URL(`../../../../fixtures/blocks/${type}.json`, import.meta.url), 'utf8'));
}

/** Every path to a value inside `value` (objects and arrays), the containers themselves included. */
export function fieldPaths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...fieldPaths(item, [...prefix, key])]);
}

function replaced(data: unknown, path: FieldPath, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** Values every field gets, besides what fast-check draws. */
const FIXED_VALUES: readonly unknown[] = ['a\u0000b', 'x\uD800', 1e308, nested(5_000), '/\\evil.example/x.svg'];

export interface ContentSink {
  /** PUT /content/v1/documents with an editor token (the body as JSON text). */
  put(body: string): Promise<Response>;
  /** GET the published canvas of the page the documents are written to. */
  read(): Promise<Response>;
}

const PAGE_KEY = 'fuzz-block-fields';

function documentWith(block: unknown) {
  return { siteId: 'stride', locale: 'en-us', docType: 'page', key: PAGE_KEY, publish: true, canvas: { name: 'Fuzz', blocks: [block] } };
}

export const CANVAS_PATH = `/publish/caas/v1/canvas/page/stride/${PAGE_KEY}?locale=en-us`;

/** Writes the block with each field replaced by hostile values; a stored one is read back too. */
export async function fuzzBlockFields(type: string, sink: ContentSink, drawsPerField: number): Promise<number> {
  const block = blockFixture(type);
  const valid = await sink.put(toJsonText(documentWith(block)));
  if (valid.status !== 200) throw new Error(`the ${type} fixture is refused: ${valid.status} ${await valid.text()}`);
  const paths = fieldPaths(block.data);
  const write = async (path: FieldPath, value: unknown) => {
    const what = `${type} data.${path.join('.')} = ${toJsonText(value).slice(0, 120)}`;
    const answer = await sink.put(toJsonText(documentWith({ ...block, data: replaced(block.data, path, value) })));
    const stored = answer.status === 200;
    await expectNoServerError(answer, `PUT ${what}`);
    if (stored) await expectNoServerError(await sink.read(), `reading back ${what}`);
  };
  for (const path of paths) {
    for (const value of FIXED_VALUES) await write(path, value);
    await fc.assert(fc.asyncProperty(wrongValue, (value) => write(path, value)), { numRuns: drawsPerField, endOnFailure: true });
  }
  return paths.length;
}
