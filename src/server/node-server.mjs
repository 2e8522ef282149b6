// The production HTTP server: static files from dist/client (compressed once, cached in
// memory, immutable caching for hashed /_astro assets), responses the shared cache holds
// (published pages, public API answers) straight from memory, calls of the mounted commerce API
// to the API (the hook src/middleware.ts registers), everything else (pages) to the Astro handler;
// both compressed by the rule of src/shared/http/compress.server.ts.
// Every answer carries the security headers (src/shared/http/security-headers.ts): static files
// get theirs here, pages and API answers come with theirs (cached ones were stored with them),
// and HSTS is added here when the request came over https.
// Run by `npm start`; HOST and PORT choose where it listens.
// Node runs the TypeScript files imported below as they are (type stripping): they import
// nothing at run time.
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../shared/http/security-headers.ts';
import { forwardedHttps, readTrustProxy } from './http/client-address.ts';
import { ERROR_CATALOGUE } from '../../schemas/protocol/error-catalogue.ts';
import { gracefulShutdown } from './graceful-shutdown.mjs';
import { compressBody } from '../shared/http/compress.server.ts';
import { DEFAULT_LOCALE, DEFAULT_SITE, SITE_IDS } from '../shared/i18n/sites.ts';
import { firstLinkTo, WARM_UP_HEADER, warmUp } from './warm-up.ts';
import { collectStartupGarbage, tuneGarbageCollection } from './garbage-collection.ts';

// A production start: React renders with its production build, and development tools (the dev
// outbox) are off unless STOREFRONT_DEV_TOOLS=true asks for them.
process.env.NODE_ENV ??= 'production';
globalThis[Symbol.for('storefront.signals-owned')] = true;
tuneGarbageCollection();
const { handler } = await import(new URL('../../dist/server/entry.mjs', import.meta.url).href);

const CLIENT_DIR = resolve(new URL('../../dist/client', import.meta.url).pathname);
const HOST = process.env.HOST || '127.0.0.1';
const PORT = Number(process.env.PORT || 4321);
/** A request (headers and body) must have arrived within this time, its headers within HEADERS_TIMEOUT_MS: 408 otherwise. */
const REQUEST_TIMEOUT_MS = positiveNumber(process.env.REQUEST_TIMEOUT_MS, 30_000);
const HEADERS_TIMEOUT_MS = Math.min(positiveNumber(process.env.HEADERS_TIMEOUT_MS, 15_000), REQUEST_TIMEOUT_MS);
/** On SIGTERM/SIGINT, requests in flight have this long to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = positiveNumber(process.env.SHUTDOWN_GRACE_MS, 10_000);
/** Once ready, render each brand's home page and first category and make what they load (src/server/warm-up.ts). */
const WARM_UP = process.env.WARM_UP !== 'false';

function positiveNumber(value, fallback) {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
}

const TYPES = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.webmanifest': 'application/manifest+json',
  '.webm': 'video/webm', '.mp4': 'video/mp4', '.vtt': 'text/vtt; charset=utf-8',
};
const ASSET_HEADERS = securityHeaders('asset');
const TRUST_PROXY = readTrustProxy(process.env.TRUST_PROXY);
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.vtt']);
const staticCache = new Map();

async function loadStatic(pathname) {
  if (staticCache.has(pathname)) return staticCache.get(pathname);
  let decoded;
  try { decoded = decodeURIComponent(pathname); } catch { return null; }
  const file = normalize(join(CLIENT_DIR, decoded));
  if (!file.startsWith(CLIENT_DIR + sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) { staticCache.set(pathname, null); return null; }
  const raw = await readFile(file);
  const ext = extname(file).toLowerCase();
  const entry = {
    raw,
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
    immutable: pathname.startsWith('/_astro/'),
    br: COMPRESSIBLE.has(ext) ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
    gzip: COMPRESSIBLE.has(ext) ? gzipSync(raw, { level: 9 }) : null,
  };
  staticCache.set(pathname, entry);
  return entry;
}

function serveStatic(req, res, entry) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const headers = {
    ...ASSET_HEADERS,
    'content-type': entry.type,
    etag: entry.etag,
    'cache-control': entry.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === entry.etag) { res.writeHead(304, headers); res.end(); return; }
  if (!entry.br) {
    // Media players seek with byte ranges (one range per request is all they ask for).
    headers['accept-ranges'] = 'bytes';
    const range = byteRange(req.headers.range, entry.raw.length);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${entry.raw.length}` });
      res.end();
      return;
    }
    if (range) {
      const [start, end] = range;
      res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${entry.raw.length}`, 'content-length': end - start + 1 });
      res.end(req.method === 'HEAD' ? undefined : entry.raw.subarray(start, end + 1));
      return;
    }
  }
  let body = entry.raw;
  if (entry.br && /\bbr\b/.test(accept)) { body = entry.br; headers['content-encoding'] = 'br'; }
  else if (entry.gzip && /\bgzip\b/.test(accept)) { body = entry.gzip; headers['content-encoding'] = 'gzip'; }
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The one byte range a Range header asks for, as [first, last]; null to send the whole file. */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start;
  let end;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start >= size || start > end ? 'unsatisfiable' : [start, end];
}

// The socket's peer, for the API's throttling (src/server/http/client-address.ts): written over
// anything a client sent under this name, so only this server decides it.
const SOCKET_HEADER = 'x-storefront-socket';

const server = createServer({
  requestTimeout: REQUEST_TIMEOUT_MS,
  headersTimeout: HEADERS_TIMEOUT_MS,
  // How often node looks for requests past their time (its default, 30 s, would let one run twice as long).
  connectionsCheckingInterval: Math.min(1_000, HEADERS_TIMEOUT_MS),
}, async (req, res) => {
  req.headers[SOCKET_HEADER] = req.socket.remoteAddress ?? 'unknown';
  if (warmingUp && !(WARM_UP_HEADER in req.headers)) countShopperRequest(res);
  if (req.socket.encrypted || forwardedHttps(req.socket.remoteAddress, headerValue(req.headers['x-forwarded-proto']), TRUST_PROXY)) {
    res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== '/' && extname(pathname) !== '') {
      const entry = await loadStatic(pathname).catch(() => null);
      if (entry) return serveStatic(req, res, entry);
    }
  }
  const cached = cachedResponse(req);
  if (cached) {
    const correlationId = req.headers['x-correlation-id'];
    const echo = typeof correlationId === 'string' && /^[\w.:-]{1,128}$/.test(correlationId);
    res.writeHead(cached.status, echo ? [...cached.flatHeaders, 'x-correlation-id', correlationId] : cached.flatHeaders);
    res.end(req.method === 'HEAD' ? undefined : cached.body);
    return;
  }
  const api = globalThis[Symbol.for('storefront.mountedApi')];
  const request = api?.isApiPath((req.url ?? '/').split('?')[0]) ? webRequestOf(req, res) : null;
  if (!request) return handler(req, res);
  try {
    await sendApiAnswer(req, res, await api.answer(request, req.socket.remoteAddress ?? 'unknown'));
  } catch (error) {
    // The API answers its own errors in the §8 shape: this is a failure around it.
    const correlationId = crypto.randomUUID();
    console.error(`[api] ${req.method} ${req.url} could not be answered (correlationId ${correlationId}):`, error);
    if (res.headersSent) return res.destroy();
    const body = JSON.stringify({ errorDetails: [{ errorId: 'GEN500', message: ERROR_CATALOGUE.GEN500.message }], statusCode: 500, correlationId });
    res.writeHead(500, { ...securityHeaders('api'), 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(body);
  }
});

/**
 * A fetch Request for a node request, with the headers as node parsed them (the socket header
 * written above included), its body as a stream, and aborted when the client goes away. Null
 * when the request target is no URL (then Astro answers it as it answers any other).
 */
function webRequestOf(req, res) {
  let url;
  try {
    url = new URL(req.url ?? '/', `${req.socket.encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`);
  } catch {
    return null;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.once('close', () => { if (!res.writableFinished) controller.abort(); });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method, headers, signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
  });
}

/** Writes an API answer (read whole, compressed as src/shared/http/compress.server.ts says) to node's response. */
async function sendApiAnswer(req, res, response) {
  const headers = {};
  response.headers.forEach((value, name) => { if (name !== 'set-cookie') headers[name] = value; });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (req.method === 'HEAD' || !response.body) {
    await response.body?.cancel();
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  const raw = new Uint8Array(await response.arrayBuffer());
  const { body, encoding, vary } = compressBody(req.method, headerValue(req.headers['accept-encoding']) ?? null, headers['content-type'] ?? null, headers['content-encoding'] ?? null, raw);
  if (vary) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.byteLength;
  res.writeHead(response.status, headers);
  res.end(body);
}

/** One value of a request header (node joins repeated ones, but x-forwarded-proto may come as a list). */
function headerValue(value) {
  return Array.isArray(value) ? value.join(',') : value;
}

/** A response the storefront's shared cache (src/lib/http/shared-cache.ts) holds ready to send, if any. */
function cachedResponse(req) {
  const lookup = globalThis[Symbol.for('storefront.cachedResponse')];
  if (!lookup || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
  return lookup(req.method, req.url ?? '/', req.headers);
}

// Requests node cannot parse (a request line or headers over its limit, malformed HTTP) or that
// do not arrive in time never reach the app: answer them in the API's error shape too.
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', errorId: 'API400', message: 'The address or headers of the request are too long.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', errorId: 'API408', message: ERROR_CATALOGUE.API408.message },
};
const INVALID_HTTP = { status: 400, reason: 'Bad Request', errorId: 'API400', message: 'The request is not valid HTTP.' };
const API_SECURITY_HEADERS = Object.entries(securityHeaders('api')).map(([name, value]) => `${name}: ${value}\r\n`).join('');

server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const { status, reason, errorId, message } = CLIENT_ERRORS[error.code] ?? INVALID_HTTP;
  const body = JSON.stringify({ errorDetails: [{ errorId, message }], statusCode: status, correlationId: crypto.randomUUID() });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\n${API_SECURITY_HEADERS}` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
});

server.keepAliveTimeout = 65_000;
server.listen(PORT, HOST, () => {
  const url = `http://${HOST.includes(':') ? `[${HOST}]` : HOST}:${PORT}`;
  console.log(`Storefront listening on ${url} (opening the database; the first start also creates and seeds it)`);
  // Open, migrate and seed now rather than on the first shopper's request.
  fetch(`${url}${process.env.API_BASE_PATH ?? '/api'}/health`)
    .then((response) => {
      console.log(response.ok ? `Storefront ready: ${url}` : `Storefront started, but the API answered ${response.status}`);
      logStartupCollection('opening the database');
      if (response.ok && WARM_UP) void warmHomePages(url);
    })
    .catch((error) => console.error('Storefront warm-up failed:', error.message));
});

/** Logs a full collection of what starting left behind (src/server/garbage-collection.ts). */
function logStartupCollection(after) {
  console.log(`Collected the garbage of ${after} in ${collectStartupGarbage()} ms`);
}

// While the warm-up runs: shoppers' requests being answered, and when the last one ended (it waits for quiet).
let warmingUp = false;
let shopperRequests = 0;
let lastShopperAnswer = 0;
const QUIET_MS = 300;

function countShopperRequest(res) {
  shopperRequests += 1;
  res.once('close', () => {
    shopperRequests -= 1;
    lastShopperAnswer = performance.now();
  });
}

/** Resolves once no shopper's request has been answered for QUIET_MS (a page's own requests come in bursts). */
async function whenQuiet() {
  while (shopperRequests > 0 || performance.now() - lastShopperAnswer < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 3));
  }
}

/** Each brand's home page in the default locale (the default brand first), each followed by the first category it links to. */
async function warmHomePages(url) {
  const started = performance.now();
  warmingUp = true;
  const sites = [DEFAULT_SITE, ...SITE_IDS.filter((site) => site !== DEFAULT_SITE)];
  const pages = sites.map((site) => `/${DEFAULT_LOCALE}${site === DEFAULT_SITE ? '' : `?siteId=${site}`}`);
  const firstCategory = (html) => [firstLinkTo(html, /^\/[a-z]{2}-[a-z]{2}\/c\//)].filter(Boolean);
  const { ready, failed } = await warmUp(url, pages, { whenQuiet, linkedPages: firstCategory });
  await whenQuiet();
  logStartupCollection('the warm-up');
  warmingUp = false;
  console.log(`[warm-up] home pages, their first categories and what they load ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${ready} answers${failed ? `, ${failed} failed` : ''}`);
}

const shutdown = gracefulShutdown(server, {
  graceMs: SHUTDOWN_GRACE_MS,
  // Timers and listeners, then the database (PGlite must be closed, or the next start runs crash
  // recovery): one after another, in the order src/server/runtime.ts keeps them.
  closeResources: async () => {
    for (const hook of globalThis[Symbol.for('storefront.shutdown')] ?? []) await hook().catch(() => undefined);
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void shutdown.stop(signal).then(() => process.exit(0)));
}
