import { expect, test } from './fixtures';

// The node server's own static files: media players need the right types and byte ranges.
test.describe('static media files', () => {
  test('a video is served as video/webm and answers byte ranges, as players seek with them', async ({ request }) => {
    const whole = await request.get('/media/content/stride-story.webm');
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-type']).toBe('video/webm');
    expect(whole.headers()['accept-ranges']).toBe('bytes');
    const bytes = await whole.body();

    const part = await request.get('/media/content/stride-story.webm', { headers: { range: 'bytes=100-199' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.compare(await part.body(), bytes.subarray(100, 200))).toBe(0);

    const tail = await request.get('/media/content/stride-story.webm', { headers: { range: 'bytes=-50' } });
    expect(tail.status()).toBe(206);
    expect(Buffer.compare(await tail.body(), bytes.subarray(bytes.length - 50))).toBe(0);

    const beyond = await request.get('/media/content/stride-story.webm', { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.status()).toBe(416);
    expect(beyond.headers()['content-range']).toBe(`bytes */${bytes.length}`);
  });

  test('captions are served as text/vtt, which browsers require before they show them', async ({ request }) => {
    const captions = await request.get('/media/content/stride-story.fr.vtt');
    expect(captions.status()).toBe(200);
    expect(captions.headers()['content-type']).toBe('text/vtt; charset=utf-8');
    expect(await captions.text()).toMatch(/^WEBVTT/);
  });
});

test('an address too long for the server is refused in the API error shape, not with an empty page', async ({ request }) => {
  const response = await request.get(`/en-us/search?q=${'a'.repeat(20_000)}`);
  expect(response.status()).toBe(431);
  const body = await response.json();
  expect(body.errorDetails[0].errorId).toBe('API400');
  expect(body.statusCode).toBe(431);
  expect(body.correlationId).toBeTruthy();
});

// The node server sends API answers itself (src/server/node-server.mjs, not through Astro's page pipeline).
test('API answers: compressed as the client accepts with their length, and both session cookies arrive', async ({ request }) => {
  const guest = { 'content-type': 'application/json', 'x-brand': 'stride', 'x-storefront-session': 'cookie' };
  const plain = await request.post('/api/token/v2/auth/token', { headers: { ...guest, 'accept-encoding': 'identity' }, data: { type: 'Guest' } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers().vary).toBe('Accept-Encoding');
  expect(Number(plain.headers()['content-length'])).toBe((await plain.body()).length);
  const cookies = plain.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie').map(({ value }) => value.split('=')[0]);
  expect(cookies).toHaveLength(2);
  expect(new Set(cookies).size).toBe(2);

  for (const encoding of ['br', 'gzip']) {
    const search = `/api/products/v2/search/productSearch?locale=en-us&query=${encoding}-runner&limit=2`;
    const compressed = await fetch(new URL(search, test.info().project.use.baseURL).href, { headers: { 'x-brand': 'stride', 'accept-encoding': encoding } });
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(compressed.headers.get('vary')).toBe('x-brand, Accept-Encoding');
    expect((await compressed.json()).limit).toBe(2);
  }
});
