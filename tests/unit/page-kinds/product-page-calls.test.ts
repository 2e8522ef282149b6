import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiClient } from '@lib/api/client';
import { resolveRequestContext } from '@lib/routing/request-context';
import { planPage } from '../../../src/page-kinds/plan-page';
import { startTestApi, TEST_API_BASE, type TestApi } from '../../helpers/api-app';
import { queryRows } from '../../helpers/query-rows';
import { checkAnswerContract } from '@lib/api/check-answer.server';

interface Call {
  readonly target: string;
  readonly started: number;
  ended: number;
  readonly stack: string;
}

let api: TestApi;
let productUrl: string;

beforeAll(async () => {
  api = await startTestApi();
  const [row] = await queryRows<{ id: string; name: string }>(api.database.db, sql`
    select p.id, p.name from catalog_products p join catalog_product_set_items i on i.product_id = p.id
    where p.site_id = 'stride' order by p.id limit 1`);
  const details = await (await api.call(`/products/v2/products/${row!.id}/details`, { brand: 'stride', locale: 'en-us' })).json();
  productUrl = details.url;
});
afterAll(() => api?.close());

/** Plans a product page against the in-process API with a fetcher that records every call; each answer takes at least `latencyMs`. */
async function planWithRecorder(href: string, latencyMs: number) {
  const calls: Call[] = [];
  let clock = 0;
  const url = new URL(href, 'http://shop.test');
  const request = resolveRequestContext(url, new Headers());
  const client = new ApiClient({ checkAnswer: checkAnswerContract,
    baseUrl: `http://shop.test${TEST_API_BASE}`,
    locale: request.locale,
    siteId: request.siteId,
    fetch: async (req) => {
      const target = new URL(req.url);
      target.searchParams.delete('locale');
      const call: Call = { target: `${req.method} ${target.pathname.slice(TEST_API_BASE.length)}${target.search}`, started: (clock += 1), ended: 0, stack: new Error().stack ?? '' };
      calls.push(call);
      const [response] = await Promise.all([api.app.fetch(req), new Promise((resolve) => setTimeout(resolve, latencyMs))]);
      call.ended = clock += 1;
      return response;
    },
  });
  const plan = await planPage({ url, request, api: client });
  if (plan.outcome === 'redirect') throw new Error(`${href} redirects to ${plan.location}`);
  await plan.settled();
  return { plan, calls };
}

describe('the API calls of a product page', () => {
  it('are each made once, started by the page kind, its shell or a block load, in two waves of parallel calls', async () => {
    const { plan, calls } = await planWithRecorder(productUrl, 25);
    expect(plan.outcome).toBe('render');
    expect(plan.status).toBe(200);

    const targets = calls.map((call) => call.target);
    expect(new Set(targets).size, targets.join('\n')).toBe(targets.length);
    const paths = targets.map((target) => target.replace(/\?.*$/, ''));
    for (const part of ['/products/v2/catalog', '/details', '/caas/v1/canvas/product/', '/caas/v1/canvas/popups/', '/caas/v1/canvas/footer/', '/reviews', '/reviews/questions', '/productSets', '/widgetRecommendations']) {
      expect(paths.some((path) => path.includes(part)), part).toBe(true);
    }

    for (const call of calls) expect(call.stack, call.target).toMatch(/src\/page-kinds\/|\.load\.ts/);

    // Wave one: what the URL alone decides (catalog, product, its canvas, the shell), all started before any answers.
    const firstAnswer = Math.min(...calls.map((call) => call.ended));
    const waveOne = calls.filter((call) => call.started < firstAnswer);
    expect(waveOne.map((call) => call.target.replace(/\?.*$/, '')).sort()).toEqual(
      expect.arrayContaining([expect.stringContaining('/catalog'), expect.stringContaining('/details'), expect.stringContaining('/canvas/product/')]),
    );
    // Wave two: everything the product and its canvas ask for, started together once they are known.
    const waveTwo = calls.filter((call) => call.started > firstAnswer);
    const secondAnswer = Math.min(...waveTwo.map((call) => call.ended));
    const late = waveTwo.filter((call) => call.started > secondAnswer && !call.stack.includes('.load.ts'));
    expect(late.map((call) => call.target)).toEqual([]);
    console.info(`[product page] ${calls.length} API calls: ${waveOne.length} in the first wave, ${waveTwo.length} after it`);
  });
});
