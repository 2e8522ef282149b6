// The security headers of every answer the storefront sends, in one place: pages (the Astro
// middleware, src/middleware.ts), API answers (the API app, src/server/app.ts), static files and
// HSTS (the node server, src/server/node-server.mjs, which imports this file as it is: keep it
// free of runtime imports). docs/threat-model.md says what each one protects.

/** What kind of answer the headers are for. */
export type AnswerKind = 'page' | 'api' | 'asset';

/**
 * Routes (src/shared/routing/routes.ts names) where the Payment Request API may run: wallets on
 * the checkout. The checkout issue adds the payment provider's frame origins to
 * PAYMENT_FRAME_ORIGINS; they are allowed to frame and to use `payment` on these routes only.
 */
export const PAYMENT_ROUTES: ReadonlySet<string> = new Set(['checkout']);
export const PAYMENT_FRAME_ORIGINS: readonly string[] = [];

/**
 * The page policy besides scripts and styles, which Astro adds with the hashes of the inline
 * scripts it knows of (astro.config.mjs, security.csp). Astro sends it as a header on every
 * rendered page, so frame-ancestors holds: only this storefront frames its pages (the showcase's
 * preview frame).
 */
export const PAGE_CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

/** API answers are data: nothing in them may load, run or be framed (an SVG opened directly included). */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Static files: an SVG opened directly may style itself, nothing else; no one frames them. */
const ASSET_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";
/** A page answer without Astro's policy (an endpoint such as /img, or a failure before rendering). */
const PAGE_FALLBACK_POLICY = `${PAGE_CSP_DIRECTIVES.join('; ')}; script-src 'self'; style-src 'self' 'unsafe-inline'`;

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Features no page uses are off (only names Chromium knows: an unknown one is a console error). */
function permissionsPolicy(payment: boolean, paymentFrames: readonly string[]): string {
  const paymentAllow = payment ? ['self', ...paymentFrames.map((origin) => `"${origin}"`)].join(' ') : '';
  return `camera=(), microphone=(), geolocation=(), usb=(), payment=(${paymentAllow})`;
}

/** Adds the payment frames to a page policy's frame-src on payment routes (no change while there are none). */
function withPaymentFrames(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy;
  return policy.replace(/(^|;\s*)frame-src ([^;]*)/, (_match, lead: string, sources: string) => `${lead}frame-src ${sources.trim()} ${origins.join(' ')}`);
}

export interface SecurityHeaderOptions {
  /** The route name of a page (routes.ts), for rules that hold on some routes only (payment). */
  readonly route?: string | undefined;
  /**
   * The Content-Security-Policy the page was rendered with (Astro's, with its script hashes); when
   * there is none, a strict one. `false` sends none: `astro dev` renders no policy and injects
   * inline scripts of its own, which a strict one would block.
   */
  readonly pagePolicy?: string | false | null | undefined;
  /** The request reached us over https (directly or through a trusted proxy): then HSTS too. */
  readonly https?: boolean;
  /** Origins of payment frames (PAYMENT_FRAME_ORIGINS unless given). */
  readonly paymentFrameOrigins?: readonly string[];
}

/** The security headers of one answer, by lower-case name. */
export function securityHeaders(kind: AnswerKind, options: SecurityHeaderOptions = {}): Record<string, string> {
  const payment = kind === 'page' && options.route !== undefined && PAYMENT_ROUTES.has(options.route);
  const paymentFrames = options.paymentFrameOrigins ?? PAYMENT_FRAME_ORIGINS;
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy(payment, paymentFrames),
  };
  if (kind === 'page') {
    if (options.pagePolicy !== false) {
      const policy = options.pagePolicy || PAGE_FALLBACK_POLICY;
      headers['content-security-policy'] = payment ? withPaymentFrames(policy, paymentFrames) : policy;
    }
    headers['x-frame-options'] = 'SAMEORIGIN';
  } else {
    headers['content-security-policy'] = kind === 'api' ? API_POLICY : ASSET_POLICY;
    headers['x-frame-options'] = 'DENY';
  }
  if (options.https) headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/** A response with the given headers set (a copy when its headers are immutable, as a redirect's are). */
export function withHeaders(response: Response, headers: Readonly<Record<string, string>>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
