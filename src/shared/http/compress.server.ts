import { Duplex } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json)|image\/svg\+xml)/;

/** Brotli or gzip for what the server renders (HTML, JSON, SVG), as the client accepts. */
export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

// Fast levels: pages are rendered per request, so compression time is latency.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/** Whether an answer of this type, not yet encoded, is compressed (and then varies on Accept-Encoding). */
function compressible(method: string, contentType: string | null, contentEncoding: string | null): boolean {
  return method !== 'HEAD' && !contentEncoding && COMPRESSIBLE.test(contentType ?? '');
}

export function compressResponse(request: Request, response: Response): Response {
  if (!response.body || !compressible(request.method, response.headers.get('content-type'), response.headers.get('content-encoding'))) {
    return response;
  }
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip({ level: GZIP_LEVEL });
  const { readable, writable } = Duplex.toWeb(compressor) as unknown as TransformStream<Uint8Array, Uint8Array>;
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(response.body.pipeThrough({ readable, writable }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The same rule for an answer already read whole (the API's, sent by src/server/node-server.mjs):
 * compressed in one call instead of through a stream, which costs more than the compression
 * itself for a few kilobytes of JSON. `vary` says whether the answer varies on Accept-Encoding.
 */
export function compressBody(
  method: string, acceptEncoding: string | null, contentType: string | null, contentEncoding: string | null, body: Uint8Array,
): { body: Uint8Array; encoding: 'br' | 'gzip' | null; vary: boolean } {
  if (!compressible(method, contentType, contentEncoding)) return { body, encoding: null, vary: false };
  const encoding = pickEncoding(acceptEncoding);
  if (encoding === 'br') return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }), encoding, vary: true };
  if (encoding === 'gzip') return { body: gzipSync(body, { level: GZIP_LEVEL }), encoding, vary: true };
  return { body, encoding: null, vary: true };
}
