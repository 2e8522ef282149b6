import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ANSWER_CONTRACTS, type AnswerName } from '@schemas/protocol/answer-contracts';
import { checkAnswerContract } from '@lib/api/check-answer.server';
import { ApiClient } from '@lib/api/client';
import { canvasPath, getCanvas, getPopups, searchArticles } from '@lib/api/content';
import { startTestApi, type TestApi } from '../../../helpers/api-app';

/**
 * Contracts that carry a default where the API always sends the field (stored documents are
 * parsed with their defaults before they are answered): checked below against real answers.
 */
const DEFAULTS_THE_API_FILLS: readonly AnswerName[] = ['articleSearchResponse', 'canvas', 'optionalCanvas', 'popupList'];

/** Kinds of schema whose parsed value differs from the JSON it parsed. */
const CHANGING = new Set(['default', 'prefault', 'transform', 'pipe', 'catch', 'success', 'nonoptional']);

/** Paths inside a schema where parsing changes the value (defaults, transforms, coercions). */
function changingParts(schema: z.ZodType, path = '$', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string; coerce?: boolean } } })._zod.def;
  if (CHANGING.has(def.type) || def.coerce) return [`${path} (${def.coerce ? 'coerce' : def.type})`];
  const children: Array<[string, unknown]> = [];
  if (def.type === 'object') for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) children.push([`${path}.${key}`, child]);
  if (def.type === 'array') children.push([`${path}[]`, def.element]);
  if (def.type === 'record') children.push([`${path}{}`, def.valueType]);
  if (def.type === 'tuple') (def.items as unknown[]).forEach((item, index) => children.push([`${path}[${index}]`, item]));
  if (def.type === 'union') (def.options as unknown[]).forEach((option, index) => children.push([`${path}|${index}`, option]));
  if (def.type === 'intersection') children.push([path, def.left], [path, def.right]);
  if (['optional', 'nullable', 'readonly'].includes(def.type)) children.push([path, def.innerType]);
  if (def.type === 'lazy') children.push([path, (def.getter as () => unknown)()]);
  return children.flatMap(([childPath, child]) => changingParts(child as z.ZodType, childPath, seen));
}

describe('answer contracts', () => {
  it('are plain data: the browser takes answers unchecked, so parsing may not change one (no default, transform or coercion)', () => {
    const changing = Object.entries(ANSWER_CONTRACTS)
      .filter(([name]) => !DEFAULTS_THE_API_FILLS.includes(name as AnswerName))
      .flatMap(([name, schema]) => changingParts(schema).map((part) => `${name}: ${part}`));
    expect(changing).toEqual([]);
  });

  it('the server side check refuses an answer that breaks its contract and passes one that keeps it', () => {
    expect(checkAnswerContract('cart', { basketId: 42 })).toMatchObject({ ok: false, problem: expect.any(String) });
    const found = checkAnswerContract('flagResponse', { reviewId: 'R1', flagged: true, extra: 'dropped' });
    expect(found).toEqual({ ok: true, value: { reviewId: 'R1', flagged: true } });
  });
});

describe('answers with defaults in their contracts', () => {
  let api: TestApi;
  let checked: ApiClient;
  let unchecked: ApiClient;
  beforeAll(async () => {
    api = await startTestApi();
    const options = { baseUrl: 'http://localhost/api', fetch: async (request: Request) => api.app.fetch(request), locale: 'en-us', siteId: 'stride' };
    checked = new ApiClient({ ...options, checkAnswer: checkAnswerContract });
    unchecked = new ApiClient(options);
  }, 120_000);
  afterAll(() => api?.close());

  it('come from the API already complete: the browser (unchecked) and the server (checked) read the same', async () => {
    const home = { mode: 'publish' as const, path: canvasPath.augmentedPage('stride', 'home') };
    expect(await getCanvas(unchecked, home)).toEqual(await getCanvas(checked, home));
    expect((await getCanvas(unchecked, home)).blocks.length).toBeGreaterThan(0);
    const popups = await getPopups(unchecked, { siteId: 'stride' });
    expect(popups.items.length).toBeGreaterThan(0);
    expect(popups).toEqual(await getPopups(checked, { siteId: 'stride' }));
    const search = { siteId: 'stride', tagIds: [], offset: 0, limit: 12 };
    const articles = await searchArticles(unchecked, search);
    expect(articles.result.length).toBeGreaterThan(0);
    expect(articles).toEqual(await searchArticles(checked, search));
  });
});
