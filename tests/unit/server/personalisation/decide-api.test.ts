import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../helpers/query-rows';
import { storeDocument } from '@server/domain/content/document-store';
import { announceContentChange } from '@shared/cache/content-changes';
import { errorOf, login, startIdentityApi, type IdentityTestApi } from '../identity/identity-api';

let api: IdentityTestApi;

const experience = (experienceId: string, weight: number) => ({
  id: experienceId, type: 'experience', version: 2,
  data: {
    experienceId, baselines: [{ id: `${experienceId}-b`, type: 'rich-text', version: 1, data: { html: '<p>Baseline</p>' } }],
    variants: [{ name: 'Bold', variantId: 'bold', weight, targets: [{ id: `${experienceId}-v`, type: 'rich-text', version: 1, data: { html: '<p>Bold</p>' } }] }],
  },
});

beforeAll(async () => {
  api = await startIdentityApi();
  const db = api.database.db;
  await storeDocument(db, { siteId: 'stride', locale: 'en-us', docType: 'page', key: 'exp-live', publish: true, canvas: { name: 'Live', blocks: [{ id: 's', type: 'section', version: 1, data: { blocks: [experience('exp-all-bold', 100)] } }] } });
  await storeDocument(db, { siteId: 'stride', locale: 'en-us', docType: 'page', key: 'exp-draft', publish: false, canvas: { name: 'Draft', blocks: [experience('exp-draft-only', 50)] } });
}, 120_000);
afterAll(() => api?.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  channel: 'stride/web', events: [
    { eventType: 'monetate:decision:DecisionRequest', requestId: 'r-1', includeReporting: true },
    { eventType: 'monetate:context:PageView', url: '/en-us/exp-live', pageType: 'Other' },
  ],
  ...overrides,
});
const decide = (options: { body?: unknown; locale?: string; cookie?: string; query?: string; brand?: string; token?: string } = {}) =>
  api.request('POST', `/engine/v1/decide/${options.brand ?? 'stride'}${options.query ?? ''}`, {
    body: options.body ?? body(), locale: options.locale ?? 'en-us', headers: options.cookie ? { cookie: options.cookie } : {}, ...(options.token ? { token: options.token } : {}),
  });

interface Answer { meta: { monetateId?: string; personalised: boolean; requestId: string }; data: { responses: Array<{ segments: string[]; actions: Array<{ component: string; impressionId: string; json: { variantId: string }; impressionReporting?: Array<Record<string, unknown>> }> }> } }
const segmentsOf = async (res: Response) => ((await res.json()) as Answer).data.responses[0]!.segments;

describe('POST /engine/v1/decide/{brand}', () => {
  it('outside EMEA: mints a monetateId cookie and answers each live experiment (not drafts) with reporting fields', async () => {
    const res = await decide();
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^monetateId=2\.\d+\.\d+;/);
    expect(cookie).toMatch(/HttpOnly/);
    const answer = (await res.json()) as Answer;
    expect(answer.meta).toMatchObject({ code: 200, requestId: 'r-1', personalised: true, monetateId: expect.stringMatching(/^2\./) });
    const actions = answer.data.responses[0]!.actions;
    expect(actions.map((action) => action.component)).toContain('exp-all-bold');
    expect(actions.map((action) => action.component)).not.toContain('exp-draft-only');
    const action = actions.find((item) => item.component === 'exp-all-bold')!;
    expect(action).toMatchObject({ actionType: 'monetate:action:OmnichannelJson', json: { experienceId: 'exp-all-bold', variantId: 'bold' } });
    expect(action.impressionReporting).toEqual([{ experience_id: 'exp-all-bold', experience_label: 'exp-all-bold', variant_id: 'bold', variant_label: 'Bold', is_control: false }]);
  });

  it('is sticky: the same monetateId cookie gets the same arms and impression ids, and no new cookie', async () => {
    const first = (await (await decide({ cookie: 'monetateId=2.123456789.1700000000' })).json()) as Answer;
    const again = await decide({ cookie: 'monetateId=2.123456789.1700000000' });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(((await again.json()) as Answer).data).toEqual(first.data);
    expect(first.meta.monetateId).toBe('2.123456789.1700000000');
  });

  it('keeps a visitor\'s arm in GrowthBook\'s sticky buckets when editors change the weights; a new visitor follows the new weights', async () => {
    const armOf = async (cookie: string) => ((await (await decide({ cookie })).json()) as Answer).data.responses[0]!.actions.find((action) => action.component === 'exp-sticky')!.json.variantId;
    const db = api.database.db;
    const publish = async (weight: number) => {
      await storeDocument(db, { siteId: 'stride', locale: 'en-us', docType: 'page', key: 'exp-sticky', publish: true, canvas: { name: 'Sticky', blocks: [experience('exp-sticky', weight)] } });
      announceContentChange('stride');
    };
    await publish(100);
    const early = 'monetateId=2.555555555.1700000000';
    expect(await armOf(early)).toBe('bold');
    await publish(0);
    expect(await armOf(early)).toBe('bold');
    expect(await armOf('monetateId=2.666666666.1700000000')).toBe('baseline');
    // Its events are checked against the kept arm.
    const answer = (await (await decide({ cookie: early })).json()) as Answer;
    const action = answer.data.responses[0]!.actions.find((item) => item.component === 'exp-sticky')!;
    const events = await api.request('POST', '/engine/v1/events/stride', { body: { events: [{ type: 'impression', experienceId: 'exp-sticky', variantId: 'bold', impressionId: action.impressionId }] }, headers: { cookie: early } });
    expect(await events.json()).toMatchObject({ accepted: 1, rejected: 0 });
  });

  it('leaves reporting fields out unless asked', async () => {
    const answer = (await (await decide({ body: body({ events: [{ eventType: 'monetate:decision:DecisionRequest', requestId: 'r-2' }] }) })).json()) as Answer;
    expect(answer.data.responses[0]!.actions.every((action) => action.impressionReporting === undefined)).toBe(true);
  });

  it('in EMEA without targeting consent: baseline for everyone, no monetateId, no cookie, an old cookie expired', async () => {
    for (const cookie of [undefined, 'storefront_consent=C0001:1,C0002:1,C0003:1,C0004:0']) {
      const res = await decide({ locale: 'fr-fr', ...(cookie ? { cookie } : {}) });
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.json()).toMatchObject({ meta: { personalised: false }, data: { responses: [{ actions: [] }] } });
    }
    const withdrawn = await decide({ locale: 'de-de', cookie: 'monetateId=2.123456789.1700000000; storefront_consent=C0001:1,C0002:0,C0003:0,C0004:0' });
    expect(withdrawn.headers.get('set-cookie')).toMatch(/^monetateId=;.*Max-Age=0/);
    expect(((await withdrawn.json()) as Answer).meta.monetateId).toBeUndefined();
  });

  it('forgets the arms kept for a visitor whose consent was withdrawn', async () => {
    const visitor = 'monetateId=2.777777777.1700000000';
    const kept = async () => (await queryRows<{ n: number }>(api.database.db, sql`select count(*)::int as n from experiment_sticky_buckets where site_id = 'stride' and attribute_key = ${'id||2.777777777.1700000000'}`))[0]!.n;
    await decide({ cookie: visitor });
    expect(await kept()).toBe(1);
    await decide({ locale: 'de-de', cookie: `${visitor}; storefront_consent=C0001:1,C0002:0,C0003:0,C0004:1` });
    expect(await kept()).toBe(1);
    const withdrawn = await decide({ locale: 'de-de', cookie: `${visitor}; storefront_consent=C0001:1,C0002:0,C0003:0,C0004:0` });
    expect(withdrawn.headers.get('set-cookie')).toMatch(/^monetateId=;.*Max-Age=0/);
    expect(await kept()).toBe(0);
  });

  it('in EMEA with C0004:1 or preview=true: personalised', async () => {
    const consented = (await (await decide({ locale: 'en-gb', cookie: 'storefront_consent=C0001:1,C0002:0,C0003:0,C0004:1' })).json()) as Answer;
    expect(consented.meta.personalised).toBe(true);
    const preview = (await (await decide({ locale: 'it-it', query: '?preview=true' })).json()) as Answer;
    expect(preview.meta.personalised).toBe(true);
  });

  it('answers the §4 segments that hold for the request\'s session, and none without targeting consent', async () => {
    // No session: a new guest.
    expect(await segmentsOf(await decide())).toEqual(['logged-out', 'non-employee', 'cart-empty', 'non-ipa', 'non-wranx', 'non-athlete']);
    // A guest session with something in the cart.
    const guest = (await (await api.request('POST', '/token/v2/auth/token', { body: { type: 'Guest' } })).json()) as { accessToken: string };
    const [variant] = await queryRows<{ id: string }>(api.database.db, sql`select v.id from catalog_variants v join catalog_products p on p.id = v.product_id join catalog_inventory i on i.variant_id = v.id
      where p.site_id = 'stride' and p.product_type = 'physical' and p.presale = false and p.target_publish_date is null and p.customs_external_url is null and i.quantity > 5 order by v.id limit 1`);
    expect((await api.request('POST', '/cart/v1/cartWithItem', { token: guest.accessToken, body: { productId: variant!.id, qty: 2 } })).status).toBe(200);
    expect(await segmentsOf(await decide({ token: guest.accessToken }))).toContain('cart-not-empty');
    // A signed-in loyalty member; an athlete with the IPA and WRANX identities; an employee.
    const member = await login(api, 'member@stride.example');
    expect(await segmentsOf(await decide({ token: member.accessToken }))).toEqual(['logged-in', 'loyalty-member', 'non-employee', 'cart-empty', 'non-ipa', 'non-wranx', 'non-athlete']);
    const athlete = await login(api, 'athlete@stride.example');
    expect(await segmentsOf(await decide({ token: athlete.accessToken }))).toEqual(expect.arrayContaining(['logged-in', 'ipa', 'wranx', 'athlete']));
    const employee = await login(api, 'employee@stride.example');
    expect(await segmentsOf(await decide({ token: employee.accessToken }))).toEqual(expect.arrayContaining(['logged-in', 'employee']));
    // A token of another site, or no consent in EMEA: nothing of the session is used.
    expect(await segmentsOf(await decide({ token: member.accessToken, brand: 'loom' }))).toContain('logged-out');
    expect(await segmentsOf(await decide({ token: member.accessToken, locale: 'fr-fr' }))).toEqual([]);
  });

  it('answers bad input in the §8 shape, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'API400'],
      [body({ events: [] }), 'API400'],
      [body({ events: [{ eventType: 'monetate:context:PageView', url: '/', pageType: 'Home' }] }), 'API400'],
      [body({ events: [{ eventType: 'monetate:decision:Nope', requestId: 'x' }] }), 'API400'],
      [body({ monetateId: 'bad id; x=1' }), 'API400'],
      [body({ events: [{ eventType: 'monetate:decision:DecisionRequest', requestId: 'a' }, { eventType: 'monetate:context:Cart', cartLines: [{ pid: 'P', quantity: -1, currency: 'usd', value: 'x' }] }] }), 'API400'],
      ['not an object', 'API400'],
    ];
    for (const [input, errorId] of cases) {
      const error = await errorOf(await decide({ body: input }));
      expect(error, JSON.stringify(input)).toMatchObject({ status: 400, errorId });
      expect(error.correlationId).toBeTruthy();
    }
    expect(await errorOf(await decide({ brand: 'nobody' }))).toMatchObject({ status: 400, errorId: 'SIT400', field: 'brand' });
    const text = await api.app.request('http://localhost/api/engine/v1/decide/stride', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(text.status).toBe(415);
  });
});
