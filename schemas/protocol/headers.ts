/** The common headers of spec §7, named once for the client and the server. */
export const API_HEADERS = {
  /** Brand / site id. */
  brand: 'x-brand',
  correlationId: 'x-correlation-id',
  transactionId: 'x-transaction-id',
  /** Access token of the session (guest or registered). */
  accessKey: 'authorization',
  /** User-session id (usid). */
  userSession: 'x-usid',
  /** Place and patch order: mobile-app in a webview, web otherwise. */
  channel: 'x-channel',
  /** Lead source of a sign-up (from the leadSource query parameter). */
  source: 'source',
  /** Editor token for content writes and preview reads. */
  editorToken: 'x-editor-token',
  /**
   * `cookie` from the storefront's own pages in the browser: tokens travel as httpOnly cookies,
   * never in the JSON (src/server/session). API clients that leave it out get tokens in the body.
   */
  sessionTransport: 'x-storefront-session',
} as const;
