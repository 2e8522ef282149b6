import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { UGC_REPORTS_TO_HIDE, UGC_UPLOADS_PER_WINDOW, ugcMediaPageSchema, ugcStreamsResponseSchema } from '@schemas/commerce/ugc';
import { queryRows } from '../../../helpers/query-rows';
import { errorOf, login, startIdentityApi, type IdentityTestApi } from '../identity/identity-api';

/** The user-photo service (spec §7) through the real app: lists, images, reports, users, stash and upload. */
describe('user-photo service', () => {
  let api: IdentityTestApi;
  let shopper: string;
  let member: string;
  let photo: string;
  const list = async (path: string, brand = 'stride') => {
    const response = await api.request('GET', path, { brand });
    expect(response.status, await response.clone().text()).toBe(200);
    return ugcMediaPageSchema.parse(await response.json());
  };
  const upload = (userId: string, body: Record<string, unknown>, token = shopper, client?: string) =>
    api.request('POST', `/ugc/v1/users/${userId}/media`, { token, body: { image: photo, caption: 'On the ridge', ...body }, ...(client ? { client } : {}) });

  beforeAll(async () => {
    api = await startIdentityApi();
    shopper = (await login(api, 'shopper@stride.example')).accessToken;
    member = (await login(api, 'member@stride.example')).accessToken;
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'GPS here' } } }).toBuffer();
    photo = jpeg.toString('base64');
  }, 120_000);
  afterAll(async () => api?.close());

  it('lists a stream’s approved photos newest first, paged, with their user and tagged products; pending ones never show', async () => {
    const first = await list('/ugc/v1/streams/stride-westend/media?limit=10');
    const second = await list('/ugc/v1/streams/stride-westend/media?limit=10&offset=10');
    expect(first.total).toBe(24);
    const all = [...first.media, ...second.media];
    const dates = all.map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((m) => m.id)).size).toBe(20);
    const [newest] = first.media;
    expect(newest!.user.screenName).toBeTruthy();
    expect(newest!.images.original).toBe(`/api/ugc/v1/media/${newest!.id}/image.svg`);
    expect(newest!.products[0]).toMatchObject({ url: expect.stringMatching(/^\/en-us\/p\/.+-[A-Z0-9]{8,11}$/), price: { currency: 'USD' } });
    const pending = await queryRows<{ id: string }>(api.database.db, sql`select id from ugc_media where site_id = 'stride' and status <> 'approved'`);
    const everything = await list('/ugc/v1/streams/stride-community/media?limit=50');
    expect(everything.total).toBe(36);
    for (const row of pending) expect(everything.media.map((m) => m.id)).not.toContain(row.id);
    // Product names and prices follow the locale.
    const french = ugcMediaPageSchema.parse(await (await api.request('GET', '/ugc/v1/streams/stride-westend/media?limit=1', { locale: 'fr-fr' })).json());
    expect(french.media[0]!.products[0]!.url).toMatch(/^\/fr-fr\/p\//);
    expect(french.media[0]!.products[0]!.price!.currency).toBe('EUR');
  });

  it('lists by customer (the brand), category, tag, product stream and user, and the site’s streams', async () => {
    const brand = await list('/ugc/v1/customers/stride/media?limit=5');
    expect(brand.total).toBe(36);
    const sample = brand.media[0]!;
    const byCategory = await list(`/ugc/v1/categories/${sample.categoryIds[0]}/media?limit=50`);
    expect(byCategory.media.map((m) => m.id)).toContain(sample.id);
    for (const media of byCategory.media) expect(media.categoryIds).toContain(sample.categoryIds[0]);
    const byTag = await list(`/ugc/v1/tags/${sample.tags[0]}/media?limit=50`);
    for (const media of byTag.media) expect(media.tags).toContain(sample.tags[0]);
    const byProduct = await list(`/ugc/v1/streams/${sample.products[0]!.id}/media`);
    expect(byProduct.media.map((m) => m.id)).toContain(sample.id);
    const byUser = await list(`/ugc/v1/users/${sample.user.id}/media`);
    for (const media of byUser.media) expect(media.user.id).toBe(sample.user.id);
    const streams = ugcStreamsResponseSchema.parse(await (await api.request('GET', '/ugc/v1/streams')).json());
    expect(streams.streams).toEqual([{ id: 'stride-community', name: 'Community', mediaCount: 36 }, { id: 'stride-westend', name: 'West End', mediaCount: 24 }]);
    // Another brand's photos are its own.
    expect((await list('/ugc/v1/customers/loom/media', 'loom')).media.every((m) => m.id.startsWith('med_loom_'))).toBe(true);
    expect((await errorOf(await api.request('GET', '/ugc/v1/streams/loom-westend/media'))).errorId).toBe('UGS404');
    expect((await errorOf(await api.request('GET', '/ugc/v1/categories/nope/media'))).errorId).toBe('CAT404');
    expect((await errorOf(await api.request('GET', '/ugc/v1/streams/stride-westend/media?limit=500'))).errorId).toBe('API400');
  });

  it('serves an approved photo’s picture and nothing of a pending one', async () => {
    const [media] = (await list('/ugc/v1/streams/stride-westend/media?limit=1')).media;
    const image = await api.request('GET', `/ugc/v1/media/${media!.id}/image.svg`);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg[^>]+viewBox="0 0 800 800"/);
    const [pending] = await queryRows<{ id: string }>(api.database.db, sql`select id from ugc_media where site_id = 'stride' and status = 'pending' limit 1`);
    expect((await errorOf(await api.request('GET', `/ugc/v1/media/${pending!.id}/image.svg`))).errorId).toBe('UGC404');
  });

  it('takes one report per shopper, hides a photo from every list after enough reports, and refuses unknown photos', async () => {
    const [media] = (await list('/ugc/v1/streams/stride-westend/media?limit=1')).media;
    const report = (headers: Record<string, string>, reason = 'spam') => api.request('POST', `/ugc/v1/media/${media!.id}/report`, { headers, body: { reason } });
    expect((await report({ 'x-usid': 'usid-reporter-0001' })).status).toBe(200);
    const again = await errorOf(await report({ 'x-usid': 'usid-reporter-0001' }, 'other'));
    expect([again.status, again.errorId]).toEqual([409, 'UGC409']);
    expect((await errorOf(await report({}))).errorId).toBe('AUT402');
    expect((await errorOf(await report({ 'x-usid': 'usid-reporter-0002' }, 'ugly')))).toMatchObject({ errorId: 'API400', field: 'reason' });
    for (let i = 2; i <= UGC_REPORTS_TO_HIDE; i += 1) expect((await report({ 'x-usid': `usid-reporter-000${i}` })).status).toBe(200);
    expect((await list('/ugc/v1/streams/stride-westend/media?limit=50')).media.map((m) => m.id)).not.toContain(media!.id);
    expect((await errorOf(await api.request('GET', `/ugc/v1/media/${media!.id}/image.svg`))).errorId).toBe('UGC404');
    expect((await errorOf(await api.request('POST', '/ugc/v1/media/med_none/report', { headers: { 'x-usid': 'usid-reporter-0001' }, body: { reason: 'spam' } }))).errorId).toBe('UGC404');
  });

  it('makes the signed-in shopper’s UGC user once, then takes a photo into moderation, shown only once approved, without its metadata', async () => {
    const made = await api.request('POST', '/ugc/v1/users', { token: shopper, body: { screenName: 'Sam S.' } });
    expect(made.status).toBe(201);
    const user = (await made.json()) as { id: string; screenName: string };
    const again = await api.request('POST', '/ugc/v1/users', { token: shopper, body: { screenName: 'Sam S.' } });
    expect([again.status, ((await again.json()) as { id: string }).id]).toEqual([200, user.id]);
    expect((await errorOf(await api.request('POST', '/ugc/v1/users', { body: { screenName: 'Guest' } }))).errorId).toBe('AUT402');

    const [product] = (await list('/ugc/v1/streams/stride-westend/media?limit=1')).media[0]!.products;
    const stash = await api.request('POST', '/ugc/v1/stash', { token: shopper, body: { userId: user.id, productId: product!.id } });
    expect(stash.status).toBe(201);
    const { id: stashId } = (await stash.json()) as { id: string };
    const response = await upload(user.id, { stashId });
    expect(response.status, await response.clone().text()).toBe(201);
    const posted = (await response.json()) as { id: string; status: string };
    expect(posted.status).toBe('pending');
    const byProduct = () => list(`/ugc/v1/streams/${product!.id}/media?limit=50`);
    expect((await byProduct()).media.map((m) => m.id)).not.toContain(posted.id);
    expect((await errorOf(await api.request('GET', `/ugc/v1/media/${posted.id}/image.webp`))).errorId).toBe('UGC404');

    await api.database.db.execute(sql`update ugc_media set status = 'approved' where id = ${posted.id}`);
    const shown = (await byProduct()).media.find((m) => m.id === posted.id);
    expect(shown).toMatchObject({ caption: 'On the ridge', user: { screenName: 'Sam S.' }, images: { original: `/api/ugc/v1/media/${posted.id}/image.webp`, width: 64, height: 48 } });
    const image = await api.request('GET', `/ugc/v1/media/${posted.id}/image.webp`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([metadata.format, metadata.exif]).toEqual(['webp', undefined]);
  });

  it('refuses another shopper’s user, other file types, photos too large, full stashes and unknown products, in the §8 shape', async () => {
    const user = (await (await api.request('POST', '/ugc/v1/users', { token: shopper, body: { screenName: 'Sam S.' } })).json()) as { id: string };
    const memberUser = (await (await api.request('POST', '/ugc/v1/users', { token: member, body: { screenName: 'Maya' } })).json()) as { id: string };
    const expectError = async (response: Response, status: number, errorId: string, field?: string) => {
      const error = await errorOf(response);
      expect([error.status, error.statusCode, error.errorId]).toEqual([status, status, errorId]);
      expect(error.correlationId).toBeTruthy();
      if (field) expect(error.field).toBe(field);
    };
    await expectError(await upload(memberUser.id, {}), 403, 'UGC403', 'userId');
    await expectError(await api.request('POST', '/ugc/v1/stash', { token: shopper, body: { userId: memberUser.id } }), 403, 'UGC403', 'userId');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
    await expectError(await upload(user.id, { image: gif }), 415, 'UGC415', 'image');
    // JPEG's first bytes and nothing else decodable.
    await expectError(await upload(user.id, { image: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64') }), 415, 'UGC415', 'image');
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const big = (bytes: number) => Buffer.concat([jpegHead, Buffer.alloc(bytes - jpegHead.length, 7)]).toString('base64');
    await expectError(await upload(user.id, { image: big(3.2 * 1024 * 1024) }), 413, 'UGC413', 'image');
    // 5 MB is over the route's body limit: refused while it streams in.
    await expectError(await upload(user.id, { image: big(5 * 1024 * 1024) }), 413, 'API413');
    await expectError(await upload(user.id, { caption: 'x'.repeat(301) }), 400, 'API400', 'caption');
    await expectError(await upload(user.id, { productId: 'ZZZZZZZZZ' }), 404, 'PRD404', 'productId');
    const { id: stashId } = (await (await api.request('POST', '/ugc/v1/stash', { token: shopper, body: { userId: user.id } })).json()) as { id: string };
    await expectError(await upload(memberUser.id, { stashId }, member), 403, 'UGC403', 'stashId');
    for (let i = 0; i < 5; i += 1) expect((await upload(user.id, { stashId }, shopper, 'stash-client')).status).toBe(201);
    await expectError(await upload(user.id, { stashId }, shopper, 'stash-client'), 422, 'UGC422', 'stashId');
  });

  it('throttles uploads per client', async () => {
    for (let i = 0; i < UGC_UPLOADS_PER_WINDOW; i += 1) expect((await upload('usr_x', { caption: 'x'.repeat(400) }, shopper, 'flooder')).status).not.toBe(429);
    const refused = await upload('usr_x', {}, shopper, 'flooder');
    expect([refused.status, (await errorOf(refused)).errorId, refused.headers.get('retry-after')]).toEqual([429, 'UGC429', expect.stringMatching(/^\d+$/)]);
  });
});
