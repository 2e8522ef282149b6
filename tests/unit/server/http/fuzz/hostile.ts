import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * What an attacker sends, as fast-check arbitraries: text with NUL bytes and unpaired
 * surrogates, wrong types, huge numbers, deep nesting, giant strings. Used by the API fuzz
 * (route-fuzz.ts) and the content fuzz (content-fuzz.ts).
 */

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
const trick = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '../../etc/passwd', '/\\evil.example/x.svg', '//evil.example', 'javascript:alert(1)', '%00', '%', '\u202E', '\uFEFF', ' ', '');

/** Any text, with NUL bytes and unpaired surrogates well represented. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  trick,
  fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), loneSurrogate, fc.constant('\u0000'), trick), { maxLength: 6 }).map((parts) => parts.join('')),
  fc.integer({ min: 10_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** Numbers no field expects: huge, negative, fractional, unsafe integers, and their text forms. */
export const hugeNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -(2 ** 63), 2 ** 31, -1, 0.5, 1e-300, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('1e308', '9'.repeat(400), '-1', 'NaN', 'Infinity', '0x10'),
);

/**
 * `depth` arrays or objects inside each other around a string leaf. Kept as a description and
 * written out by toJsonText: JSON.stringify itself recurses and runs out of stack on the depths
 * worth sending.
 */
export class Nested {
  constructor(readonly depth: number, readonly kind: 'array' | 'object' = 'object') {}

  text(): string {
    const [open, close] = this.kind === 'array' ? ['[', ']'] : ['{"child":', '}'];
    return `${open.repeat(this.depth)}"leaf"${close.repeat(this.depth)}`;
  }
}

export function nested(depth: number, kind: 'array' | 'object' = 'object'): Nested {
  return new Nested(depth, kind);
}

/** JSON text of a value that may hold Nested values. */
export function toJsonText(value: unknown): string {
  const deep: Nested[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof Nested)) return item;
    deep.push(item);
    return `\u0000nested-${deep.length - 1}`;
  });
  return (text ?? 'null').replace(/"\\u0000nested-(\d+)"/g, (_match, index: string) => deep[Number(index)]!.text());
}

export const deepValue = fc.tuple(fc.integer({ min: 20, max: 5_000 }), fc.constantFrom<'array' | 'object'>('array', 'object')).map(([depth, kind]) => nested(depth, kind));

/** A value of the wrong type for almost any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hugeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  deepValue,
  fc.array(hostileText, { maxLength: 5 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Percent-encodes every code point, lone surrogates as the three bytes a browser would send (WTF-8). */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const point = char.codePointAt(0)!;
    if (/^[A-Za-z0-9\-._~]$/.test(char)) {
      out += char;
      continue;
    }
    const bytes =
      point < 0x80 ? [point]
      : point < 0x800 ? [0xc0 | (point >> 6), 0x80 | (point & 63)]
      : point < 0x10000 ? [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)]
      : [0xf0 | (point >> 18), 0x80 | ((point >> 12) & 63), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)];
    out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** A path segment or query value as it reaches the server: encoded, raw tricks, or broken encoding. */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileText.filter((text) => text.length < 5_000).map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%ED%B0%80', '%FF', '%', '%G1', '..', '%2E%2E', '%2F', 'a%00b', '%C0%AF') },
);

/** Checks one answer: never a 5xx, and every error in the §8 shape with its own status. */
export async function expectNoServerError(response: Response, what: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${what} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status < 400) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${what} answered ${response.status} without JSON: ${text.slice(0, 200)}`);
  }
  expect(body, what).toMatchObject({ statusCode: response.status, correlationId: expect.any(String) });
  const details = (body as { errorDetails?: unknown }).errorDetails;
  expect(Array.isArray(details) && details.length > 0, `${what}: errorDetails`).toBe(true);
  for (const detail of details as unknown[]) expect(detail, what).toMatchObject({ errorId: expect.any(String), message: expect.any(String) });
}
