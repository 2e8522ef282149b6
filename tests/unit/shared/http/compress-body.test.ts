import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody } from '../../../../src/shared/http/compress.server';

const json = new TextEncoder().encode(JSON.stringify({ items: Array.from({ length: 50 }, (_, index) => ({ index, name: 'Zephyr Road Runner' })) }));

describe('compressBody (API answers the node server sends whole)', () => {
  it('uses brotli before gzip, as the client accepts, and the bytes come back the same', () => {
    const br = compressBody('POST', 'gzip, deflate, br', 'application/json', null, json);
    expect(br.encoding).toBe('br');
    expect(br.vary).toBe(true);
    expect(br.body.byteLength).toBeLessThan(json.byteLength);
    expect(Buffer.compare(brotliDecompressSync(br.body), Buffer.from(json))).toBe(0);
    const gzip = compressBody('GET', 'gzip', 'application/json; charset=utf-8', null, json);
    expect(gzip.encoding).toBe('gzip');
    expect(Buffer.compare(gunzipSync(gzip.body), Buffer.from(json))).toBe(0);
  });

  it('sends as it is what the client cannot decode, but still says it varies', () => {
    expect(compressBody('GET', 'identity', 'application/json', null, json)).toEqual({ body: json, encoding: null, vary: true });
    expect(compressBody('GET', null, 'application/json', null, json)).toEqual({ body: json, encoding: null, vary: true });
  });

  it('leaves alone pictures, answers already encoded and HEAD', () => {
    expect(compressBody('GET', 'br', 'image/png', null, json)).toEqual({ body: json, encoding: null, vary: false });
    expect(compressBody('GET', 'br', 'application/json', 'gzip', json)).toEqual({ body: json, encoding: null, vary: false });
    expect(compressBody('HEAD', 'br', 'application/json', null, json)).toEqual({ body: json, encoding: null, vary: false });
  });
});
