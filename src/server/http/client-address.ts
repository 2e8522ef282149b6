// The node server (src/server/node-server.mjs) imports this file as it is: type imports only.
import type { Context } from 'hono';
import type { ApiEnv } from './env';

/**
 * Which forwarded addresses to believe (TRUST_PROXY): none by default, so the client is the
 * socket's peer and a client cannot pick its own address with X-Forwarded-For. Behind proxies,
 * a number is how many proxy hops in front of the server append to X-Forwarded-For, or a
 * comma-separated list names the proxies' own addresses.
 */
export type TrustProxy = { readonly hops: number } | { readonly addresses: ReadonlySet<string> };

export const TRUST_NO_PROXY: TrustProxy = { hops: 0 };

export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return TRUST_NO_PROXY;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  return { addresses: new Set(text.split(',').map((address) => normaliseAddress(address.trim())).filter(Boolean)) };
}

/** `::ffff:203.0.113.9` and `203.0.113.9` are one client. */
function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1').toLowerCase();
}

/**
 * The address of the client: the socket's peer (given by the server that accepted the
 * connection), unless trusted proxies stand in front of it, then the address they report.
 * The hop count skips as many right-most entries of X-Forwarded-For (each proxy appends the
 * address it received from); an address list skips entries while they are trusted proxies.
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  const socket = normaliseAddress(socketAddress ?? 'unknown');
  const forwarded = (forwardedFor ?? '').split(',').map((part) => normaliseAddress(part.trim())).filter(Boolean);
  if ('hops' in trust) {
    if (trust.hops === 0 || forwarded.length === 0) return socket;
    const chain = [...forwarded, socket];
    return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  }
  if (!trust.addresses.has(socket)) return socket;
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    if (!trust.addresses.has(forwarded[index]!)) return forwarded[index]!;
  }
  return forwarded[0] ?? socket;
}

/** The socket's peer is a proxy TRUST_PROXY names or counts. */
function trustsSocket(socketAddress: string | undefined, trust: TrustProxy): boolean {
  return 'hops' in trust ? trust.hops > 0 : trust.addresses.has(normaliseAddress(socketAddress ?? 'unknown'));
}

/**
 * The client reached a trusted proxy over https (X-Forwarded-Proto, its first entry: the scheme
 * the outermost proxy was asked with). Never believed from a socket that is no trusted proxy.
 */
export function forwardedHttps(socketAddress: string | undefined, forwardedProto: string | undefined, trust: TrustProxy): boolean {
  if (!trustsSocket(socketAddress, trust)) return false;
  return (forwardedProto ?? '').split(',')[0]!.trim().toLowerCase() === 'https';
}

/** The client of a request to the API (c.env.clientAddress is the socket's peer, set by whoever serves the app). */
export function requestClient(c: Context<ApiEnv>): string {
  return clientAddressOf(c.env?.clientAddress, c.req.header('x-forwarded-for'), c.var.identity.trustProxy);
}
