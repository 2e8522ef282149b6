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
} as const;
