import { readdirSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/postgres';
import { postgresBin } from '../unit/server/content/postgres-cluster';
import { firstLinkTo, firstScreenPictureUrls, highPriorityPictureUrls } from '../../src/server/warm-up';
import { ADDRESS, addressLines, cartLines, cartWithItem, freePort, freshInstallDataDir, inStockVariant, heldRequest, signIn, signUpBody, startServer, type ServerProcess } from './server-process';

/**
 * The production server as a process: an answered write survives SIGKILL (on PGlite, and on
 * PostgreSQL where it is installed), SIGTERM lets a request in flight finish and exits 0, a
 * request that does not arrive in time is cut with 408, and `npm start` serves no dev tools.
 * Each server here has its own port and data folder, apart from the one the other specs use.
 */

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const BASE_DATA_DIR = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}-process`;
const json = { accept: 'application/json', 'content-type': 'application/json', 'x-brand': 'stride' };

const isRunning = (server: ServerProcess | undefined): server is ServerProcess =>
  server !== undefined && server.child.exitCode === null && server.child.signalCode === null;

async function stop(server: ServerProcess | undefined) {
  if (isRunning(server)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

/**
 * Signs up, saves an address and puts two units in a cart (all answered), kills the server with
 * SIGKILL, restarts it, and finds both. Answers the restarted server, still running.
 */
async function killAfterWrites(start: () => Promise<ServerProcess>, email: string): Promise<ServerProcess> {
  let server = await start();
  try {
    const signUp = await fetch(`${server.url}/api/consumers-v3/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(signUpBody(email)) });
    expect(signUp.status, await signUp.clone().text()).toBe(201);
    const token = await signIn(server.url, email);
    const saved = await fetch(`${server.url}/api/consumers-v3/consumer/address`, {
      method: 'POST', headers: { ...json, authorization: `Bearer ${token}` }, body: JSON.stringify(ADDRESS),
    });
    expect(saved.status).toBe(201);
    const variantId = await inStockVariant(server.url);
    const basketId = await cartWithItem(server.url, token, variantId, 2);

    // Killed the moment the answer is in: no shutdown hook, no flush, no chance to close the database.
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');

    server = await start();
    const again = await signIn(server.url, email);
    expect(await addressLines(server.url, again)).toEqual([ADDRESS.addressLine1]);
    // (A gift with purchase may join the line; the line written is what must survive.)
    expect(await cartLines(server.url, again, basketId)).toContainEqual({ variantId, qty: 2 });
    return server;
  } catch (error) {
    await stop(server);
    throw error;
  }
}

test.describe('on PGlite (the default database)', () => {
  const dataDir = `${BASE_DATA_DIR}-pglite`;
  let port: number;
  /** The server the previous test left running (every start costs seconds), if any. */
  let running: ServerProcess | undefined;
  const start = (env: Record<string, string> = {}) => startServer({ port, dataDir, env });
  const runningOrStart = async (env: Record<string, string> = {}) => (isRunning(running) ? running : (running = await start(env)));
  const SHORT_REQUEST_TIMEOUTS = { REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '2000' };

  test.beforeAll(async () => {
    // The first spec of a run to ask for a fresh install seeds its template (tens of seconds).
    test.setTimeout(240_000);
    await freshInstallDataDir(dataDir);
    port = await freePort();
  });
  test.afterAll(async () => {
    await stop(running);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an answered sign-up, address and cart change survive SIGKILL and a restart', async () => {
    running = await killAfterWrites(() => start(), 'durable-pglite@example.com');
  });

  test('SIGTERM lets a request in flight finish, closes the database and exits 0', async () => {
    const server = await runningOrStart();
    // A sign-up whose body is still arriving when the signal comes.
    const slow = heldRequest(server.port, '/api/consumers-v3/auth/signup', JSON.stringify(signUpBody('graceful@example.com')), json);
    await slow.sent;
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output()).toContain('SIGTERM: no new connections; finishing 1 request(s) in flight');
    // The server takes no new connection meanwhile.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    slow.finish();
    expect((await slow.answer).status).toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: stopped in \d+ ms/);

    // The next test's server (short request timeouts): closed cleanly, it needs no crash recovery,
    // and the account is there.
    running = await start(SHORT_REQUEST_TIMEOUTS);
    expect(await signIn(running.url, 'graceful@example.com')).toBeTruthy();
  });

  test('npm start serves no dev outbox, and a request that does not arrive in time is answered 408', async () => {
    const server = await runningOrStart(SHORT_REQUEST_TIMEOUTS);
    const outbox = await fetch(`${server.url}/api/dev/outbox`, { headers: json });
    expect(outbox.status).toBe(404);
    const error = await outbox.json();
    expect(error).toMatchObject({ statusCode: 404, errorDetails: [{ errorId: 'API404' }] });
    expect(typeof error.correlationId).toBe('string');

    const body = JSON.stringify(signUpBody('never-finished@example.com'));
    const stalled = heldRequest(server.port, '/api/consumers-v3/auth/signup', body, json);
    await stalled.sent;
    const started = Date.now();
    const answer = await stalled.answer;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 408, errorDetails: [{ errorId: 'API408' }] });
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  test('once ready, npm start makes the pictures of the first screens of each brand\'s home page and first category at the widths phones take before a shopper asks', async () => {
    await stop(running);
    rmSync(`${dataDir}/image-cache`, { recursive: true, force: true });
    const server = (running = await start({ WARM_UP: 'true' }));
    await expect.poll(() => server.output(), { timeout: 120_000 }).toMatch(/\[warm-up\] home pages, their first categories and what they load ready in [\d.]+ s: \d+ answers\n/);
    const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();
    const pages: string[] = [];
    for (const home of ['/en-us', '/en-us?siteId=loom', '/en-us?siteId=summit']) {
      const category = firstLinkTo(await html(home), /^\/en-us\/c\//);
      expect(category, `a category linked from ${home}`).toBeDefined();
      pages.push(home, category!);
    }
    const pictures = new Set<string>();
    for (const page of pages) {
      const pageHtml = await html(page);
      for (const url of [...highPriorityPictureUrls(pageHtml), ...firstScreenPictureUrls(pageHtml)]) {
        // Widths phones and tablets take (w ≤ 640 CSS px, drawn at twice that); wider ones wait for their first visitor.
        if (Number(new URL(url, server.url).searchParams.get('w')) <= 640) pictures.add(url);
      }
    }
    // A hero (two crops) per home page, two tiles per category, several widths each.
    expect([...pictures].filter((url) => url.includes('/api/media/products/')).length).toBeGreaterThanOrEqual(3 * 2);
    expect(pictures.size).toBeGreaterThanOrEqual(3 * 2 * 2);
    // Each of them is on disk (one file per picture and format), though no shopper asked for one.
    // (A picture is written to disk just after it is answered: the last one may land a moment after the log line.)
    const kept = () => readdirSync(`${dataDir}/image-cache`).filter((name) => name.endsWith('.avif')).length;
    await expect.poll(kept).toBe(pictures.size);
    const hero = await fetch(`${server.url}${[...pictures][0]}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(hero.status).toBe(200);
    expect(hero.headers.get('content-type')).toBe('image/avif');
  });
});

test.describe('on PostgreSQL (DATABASE_URL)', () => {
  test.skip(!postgresBin(), 'PostgreSQL is not installed (npm test installs it)');
  let postgres: ThrowawayPostgres | undefined;
  const dataDir = `${BASE_DATA_DIR}-postgres`;
  let port: number;

  test.beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    port = await freePort();
  });
  test.afterAll(async () => {
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an answered sign-up, address and cart change survive SIGKILL of the server and a restart', async () => {
    await stop(await killAfterWrites(() => startServer({ port, dataDir, env: { DATABASE_URL: postgres!.databaseUrl } }), 'durable-postgres@example.com'));
  });
});
