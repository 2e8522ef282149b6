// @ts-check
// Stopping the HTTP server without dropping what it was doing: used by src/server/node-server.mjs.

/**
 * @typedef {object} GracefulShutdown
 * @property {(signal: string) => Promise<void>} stop stops accepting, lets requests in flight
 *   finish (at most `graceMs`), cuts what is left, then runs `closeResources` once.
 * @property {() => number} inFlight how many requests are being answered now.
 */

/**
 * Tracks the requests a server is answering so a stop can wait for them. On stop the server
 * takes no new connection; requests already in flight (and any that arrive on a kept-alive
 * connection meanwhile) are answered with `Connection: close`; after `graceMs` the remaining
 * connections are cut. Then `closeResources` runs (the database), and only then does `stop`
 * resolve, so the caller can exit with 0.
 * @param {import('node:http').Server} server
 * @param {{ graceMs: number, closeResources: () => Promise<unknown>, log?: (line: string) => void }} options
 * @returns {GracefulShutdown}
 */
export function gracefulShutdown(server, { graceMs, closeResources, log = console.log }) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const active = new Set();
  /** @type {(() => void) | undefined} */
  let drained;
  /** @type {Promise<void> | undefined} */
  let stopping;

  server.prependListener('request', (_req, res) => {
    active.add(res);
    if (stopping && !res.headersSent) res.setHeader('connection', 'close');
    res.on('close', () => {
      active.delete(res);
      if (stopping && active.size === 0) drained?.();
    });
  });

  async function drain(/** @type {string} */ signal) {
    const started = Date.now();
    log(`${signal}: no new connections; finishing ${active.size} request(s) in flight (at most ${graceMs} ms), then closing the database`);
    server.close();
    server.closeIdleConnections();
    for (const res of active) if (!res.headersSent) res.setHeader('connection', 'close');
    if (active.size > 0) {
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      await new Promise((resolve) => {
        drained = () => resolve(undefined);
        timer = setTimeout(resolve, graceMs);
      });
      clearTimeout(timer);
    }
    if (active.size > 0) log(`${signal}: ${active.size} request(s) still running after ${graceMs} ms: cutting their connections`);
    server.closeAllConnections();
    await closeResources();
    log(`${signal}: stopped in ${Date.now() - started} ms`);
  }

  return {
    stop: (signal) => (stopping ??= drain(signal)),
    inFlight: () => active.size,
  };
}
