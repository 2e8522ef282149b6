import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json)|image\/svg\+xml)/;

/** Brotli or gzip for what the server renders (HTML, JSON, SVG), as the client accepts. */
export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type) || request.method === 'HEAD') {
    return response;
  }
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  // Fast levels: pages are rendered per request, so compression time is latency.
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  const { readable, writable } = Duplex.toWeb(compressor) as unknown as TransformStream<Uint8Array, Uint8Array>;
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(response.body.pipeThrough({ readable, writable }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
