import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIMENT_EVENT_BATCHES_PER_WINDOW, EXPERIMENT_EVENTS_WINDOW_MS } from '@schemas/constants';
import { contentSecret } from '@server/domain/content/content-secret';
import { mintContentToken } from '@server/domain/content/content-tokens';
import { storeDocument } from '@server/domain/content/document-store';
import { wilsonInterval } from '@server/domain/personalisation/experiment-report';
import { errorOf, startIdentityApi, type IdentityTestApi } from '../identity/identity-api';

let api: IdentityTestApi;
let previewToken: string;

const rich = (id: string) => ({ id, type: 'rich-text', version: 1, data: { html: `<p>${id}</p>` } });
const BODY = { channel: 'stride/web', events: [{ eventType: 'monetate:decision:DecisionRequest', requestId: 'r' }] };

beforeAll(async () => {
  api = await startIdentityApi();
  await storeDocument(api.database.db, {
    siteId: 'stride', locale: 'en-us', docType: 'page', key: 'exp-events', publish: true,
    canvas: { name: 'Events', blocks: [{ id: 'e', type: 'experience', version: 2, data: { experienceId: 'exp-events', baselines: [rich('b')], variants: [{ name: 'Bold', variantId: 'bold', targets: [rich('v')] }] } }] },
  });
  previewToken = mintContentToken('preview', 'stride', await contentSecret()).token;
}, 120_000);
afterAll(() => api?.close());

/** A visitor as the browser is one: the decide call's cookie, sent back with the events. */
async function visitor(locale = 'en-us', extraCookie = '') {
  const res = await api.request('POST', '/engine/v1/decide/stride', { body: BODY, locale, headers: extraCookie ? { cookie: extraCookie } : {} });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const answer = (await res.json()) as { data: { responses: Array<{ actions: Array<{ impressionId: string; json: { experienceId: string; variantId: string } }> }> } };
  const action = answer.data.responses[0]!.actions.find((item) => item.json.experienceId === 'exp-events')!;
  return { cookie: [cookie, extraCookie].filter(Boolean).join('; '), action };
}
const send = (events: unknown[], options: { cookie?: string; locale?: string; query?: string } = {}) =>
  api.request('POST', `/engine/v1/events/stride${options.query ?? ''}`, { body: { events }, locale: options.locale ?? 'en-us', headers: options.cookie ? { cookie: options.cookie } : {} });
const impression = (action: { impressionId: string; json: { experienceId: string; variantId: string } }) => ({ type: 'impression', ...action.json, impressionId: action.impressionId });
type Report = { experiments: Array<{ experienceId: string; live: boolean; variants: Array<{ variantId: string; isControl: boolean; visitors: number; addToCart: { conversions: number; rate: number; low: number; high: number }; order: { conversions: number } }> }> };
const report = async () => (await (await api.request('GET', `/engine/v1/report/stride?cms=${previewToken}`)).json()) as Report;
const armsOf = async () => (await report()).experiments.find((item) => item.experienceId === 'exp-events')!.variants;

describe('experiment events and the report', () => {
  it('counts impressions and conversions per arm, once per visitor, with a 95 % interval', async () => {
    const before = await armsOf();
    const seen = [] as Array<{ variantId: string }>;
    for (let index = 0; index < 6; index += 1) {
      const { cookie, action } = await visitor();
      const kept = await send([impression(action), impression(action)], { cookie });
      expect(await kept.json()).toEqual({ accepted: 2, rejected: 0, stored: true });
      // The first visitor adds to cart twice and orders; the others only look.
      if (index === 0) {
        expect((await send([{ type: 'addToCart' }, { type: 'addToCart' }, { type: 'order', orderNo: 'ORD-1' }], { cookie })).status).toBe(200);
        seen.unshift(action.json);
      } else {
        seen.push(action.json);
      }
    }
    const after = await armsOf();
    const grew = (variantId: string) => after.find((arm) => arm.variantId === variantId)!.visitors - before.find((arm) => arm.variantId === variantId)!.visitors;
    expect(grew('baseline') + grew('bold')).toBe(6);
    expect(grew('baseline')).toBe(seen.filter((arm) => arm.variantId === 'baseline').length);
    const converted = after.find((arm) => arm.variantId === seen[0]!.variantId)!;
    expect(converted.addToCart.conversions).toBe(1);
    expect(converted.order.conversions).toBe(1);
    expect(converted.addToCart.rate).toBeCloseTo(1 / converted.visitors);
    // Arms are drawn at random: the converting visitor may be alone in theirs (rate 1, the interval's top at 1).
    expect(converted.addToCart).toMatchObject(wilsonInterval(1, converted.visitors));
    expect(converted.addToCart.low).toBeLessThan(converted.addToCart.rate);
    expect(converted.addToCart.high).toBeGreaterThanOrEqual(converted.addToCart.rate);
    expect(after.map((arm) => [arm.variantId, arm.isControl])).toEqual([['baseline', true], ['bold', false]]);
  });

  it('rejects an impression of an arm the visitor was not given, or with a made-up impressionId', async () => {
    const { cookie, action } = await visitor();
    const other = action.json.variantId === 'bold' ? 'baseline' : 'bold';
    const res = await send([{ ...impression(action), variantId: other }, { ...impression(action), impressionId: 'x'.repeat(22) }, { ...impression(action), experienceId: 'nope' }], { cookie });
    expect(await res.json()).toEqual({ accepted: 0, rejected: 3, stored: true });
  });

  it('keeps nothing without targeting consent in EMEA, in preview, or for a visitor the engine never named', async () => {
    const before = JSON.stringify(await armsOf());
    const { action } = await visitor();
    const stranger = await send([impression(action)], {});
    expect(await stranger.json()).toEqual({ accepted: 0, rejected: 0, stored: false });
    const emea = await send([impression(action)], { locale: 'fr-fr', cookie: 'monetateId=2.111111111.1700000000; storefront_consent=C0001:1,C0002:1,C0003:1,C0004:0' });
    expect(await emea.json()).toMatchObject({ stored: false });
    const consented = await visitor('en-us');
    const preview = await send([impression(consented.action)], { cookie: consented.cookie, query: '?preview=true' });
    expect(await preview.json()).toMatchObject({ stored: false });
    expect(JSON.stringify(await armsOf())).toBe(before);
  });

  it('answers bad batches in the §8 shape', async () => {
    const { cookie } = await visitor();
    for (const events of [[], [{ type: 'click' }], [{ type: 'order' }], [{ type: 'impression', experienceId: 'e' }], Array.from({ length: 51 }, () => ({ type: 'addToCart' }))]) {
      expect(await errorOf(await send(events, { cookie })), JSON.stringify(events).slice(0, 60)).toMatchObject({ status: 400, errorId: 'API400' });
    }
    expect(await errorOf(await api.request('POST', '/engine/v1/events/stride', { body: { events: 'x' } }))).toMatchObject({ status: 400, errorId: 'API400' });
    expect(await errorOf(await api.request('POST', '/engine/v1/events/nobody', { body: { events: [{ type: 'addToCart' }] } }))).toMatchObject({ status: 400, errorId: 'SIT400' });
  });

  it('refuses a flood from one client with 429 EXP429 and Retry-After, bad batches counted too; other clients go on', async () => {
    const { cookie } = await visitor();
    const from = (client: string, events: unknown[] = [{ type: 'addToCart' }]) =>
      api.request('POST', '/engine/v1/events/stride', { body: { events }, headers: { cookie }, client });
    for (let n = 0; n < EXPERIMENT_EVENT_BATCHES_PER_WINDOW - 1; n += 1) expect((await from('flood-client')).status).toBe(200);
    expect((await from('flood-client', [])).status).toBe(400);
    const refused = await from('flood-client');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(EXPERIMENT_EVENTS_WINDOW_MS / 1000);
    const error = await errorOf(refused);
    expect(error).toMatchObject({ status: 429, statusCode: 429, errorId: 'EXP429', correlationId: expect.any(String) });
    expect((await from('other-client')).status).toBe(200);
  });

  it('shows the report only with a preview token of the site', async () => {
    expect(await errorOf(await api.request('GET', '/engine/v1/report/stride'))).toMatchObject({ status: 401, errorId: 'CNT401' });
    const loom = mintContentToken('preview', 'loom', await contentSecret()).token;
    expect(await errorOf(await api.request('GET', `/engine/v1/report/stride?cms=${loom}`))).toMatchObject({ status: 403, errorId: 'CNT403' });
  });

  it('computes the Wilson interval', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 0 });
    const { low, high } = wilsonInterval(50, 100);
    expect(low).toBeCloseTo(0.4038, 3);
    expect(high).toBeCloseTo(0.5962, 3);
    expect(wilsonInterval(0, 10).low).toBe(0);
  });
});
