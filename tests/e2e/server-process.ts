import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';

/**
 * The production server (`node src/server/node-server.mjs`, as `npm start` runs it) in a child
 * process of its own, on its own port and data folder, for tests that kill and restart it.
 */
export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process ended. */
  readonly exited: Promise<number | string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the built server and waits until its API answers (the first start also creates and seeds the database). */
export async function startServer(options: { port: number; dataDir: string; env?: Record<string, string> }): Promise<ServerProcess> {
  // The start-up warm-up (src/server/warm-up.ts) is off unless a test asks for it: it adds requests in flight.
  const env: Record<string, string | undefined> = { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), DATA_DIR: options.dataDir, WARM_UP: 'false', ...options.env };
  // `npm start` asks for no development tools; these tests start the server the same way.
  if (!options.env?.STOREFRONT_DEV_TOOLS) delete env.STOREFRONT_DEV_TOOLS;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['src/server/node-server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  // Never outlive the test worker (a timed-out hook ends it without the test's own clean-up).
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  void exited.then(() => process.off('exit', orphanGuard));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early (${child.exitCode}):\n${printed}`);
    const ready = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, port: options.port, child, output: () => printed, exited };
}

/** Made once per run (playwright.config.ts removes it when the run starts), so it is seeded by the code under test. */
const SEEDED_TEMPLATE = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}-seeded`;

/**
 * Fills `dataDir` with what a fresh install's first start leaves (migrated, seeded, closed
 * cleanly), copied from a template made once per run: seeding takes tens of seconds, a copy
 * well under one. The first start of an empty folder is what the main server of the run does.
 */
export async function freshInstallDataDir(dataDir: string): Promise<void> {
  const complete = `${SEEDED_TEMPLATE}/.complete`;
  if (!existsSync(complete)) {
    rmSync(SEEDED_TEMPLATE, { recursive: true, force: true });
    const server = await startServer({ port: await freePort(), dataDir: SEEDED_TEMPLATE });
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    if (exit !== 0) throw new Error(`the template's server did not stop cleanly (${exit}):\n${server.output()}`);
    writeFileSync(complete, '');
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(SEEDED_TEMPLATE, dataDir, { recursive: true, filter: (source) => source !== complete });
}

export const SEED_PASSWORD = 'Storefront2026';

async function json<T>(response: Response, status: number, what: string): Promise<T> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const apiHeaders = { accept: 'application/json', 'content-type': 'application/json', 'x-brand': 'stride' };

/** Signs in through the API (credentials, then the PKCE code exchange); the access token. */
export async function signIn(url: string, username: string, password = SEED_PASSWORD): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const signin = await fetch(`${url}/api/consumers-v3/auth/signin`, {
    method: 'POST', headers: apiHeaders,
    body: JSON.stringify({ type: 'Registered', username, password, codeChallenge: challenge, recaptcha_response: 'sandbox-ok:login' }),
  });
  const { authorizationCode } = await json<{ authorizationCode: string }>(signin, 200, 'sign-in');
  const token = await fetch(`${url}/api/token/v2/auth/token`, {
    method: 'POST', headers: apiHeaders, body: JSON.stringify({ type: 'Registered', authorizationCode, codeVerifier: verifier }),
  });
  return (await json<{ accessToken: string }>(token, 200, 'code exchange')).accessToken;
}

export function signUpBody(email: string) {
  return { firstName: 'Dura', lastName: 'Ble', email, password: SEED_PASSWORD, isTermsConfirmed: true, recaptcha_response: 'sandbox-ok:register' };
}

export const ADDRESS = {
  firstName: 'Dura', lastName: 'Ble', addressLine1: '12 Harbour Rd', city: 'Chicago', postalCode: '60611', country: 'US',
  email: 'dura@example.com', phone: '3125550188', approachType: 'S',
} as const;

/** The signed-in shopper's saved address lines. */
export async function addressLines(url: string, accessToken: string): Promise<string[]> {
  const profile = await fetch(`${url}/api/consumers-v3/consumer`, { headers: { ...apiHeaders, authorization: `Bearer ${accessToken}` } });
  const body = await json<{ consumerProfile: { consumerDetails: { address: Array<{ addressLine1: string }> } } }>(profile, 200, 'profile');
  return body.consumerProfile.consumerDetails.address.map((address) => address.addressLine1);
}

/** A variant with at least `minimum` units in stock, from the first page of a category. */
export async function inStockVariant(url: string, minimum = 2): Promise<string> {
  const listing = await json<{ products: Array<{ id: string }> }>(
    await fetch(`${url}/api/products/v2/search/productSearch?locale=en-us&category=10001&limit=12`, { headers: apiHeaders }), 200, 'search');
  for (const { id } of listing.products) {
    const inventory = await json<{ variants: Record<string, { quantity: number }> }>(
      await fetch(`${url}/api/products/v2/products/${id}/inventory?locale=en-us`, { headers: apiHeaders }), 200, 'inventory');
    const variant = Object.entries(inventory.variants).find(([, stock]) => stock.quantity >= minimum);
    if (variant) return variant[0];
  }
  throw new Error('no variant in stock');
}

/** The signed-in shopper's cart, made with one line of `qty` units; its basket id. */
export async function cartWithItem(url: string, accessToken: string, variantId: string, qty: number): Promise<string> {
  const answer = await fetch(`${url}/api/cart/v1/cartWithItem?locale=en-us`, {
    method: 'POST', headers: { ...apiHeaders, authorization: `Bearer ${accessToken}` }, body: JSON.stringify({ productId: variantId, qty }),
  });
  return (await json<{ basketId: string }>(answer, 200, 'cart with item')).basketId;
}

/** Variant and quantity of each line of the cart, as its owner reads it. */
export async function cartLines(url: string, accessToken: string, basketId: string): Promise<Array<{ variantId: string; qty: number }>> {
  const answer = await fetch(`${url}/api/cart/v1/cart/${basketId}?locale=en-us`, { headers: { ...apiHeaders, authorization: `Bearer ${accessToken}` } });
  const cart = await json<{ items: Array<{ variantId: string; qty: number }> }>(answer, 200, 'cart');
  return cart.items.map(({ variantId, qty }) => ({ variantId, qty }));
}

/**
 * A request whose body is held back: `sent` resolves once the server has taken the request (it
 * answered `Expect: 100-continue`) and the first half of the body is on its way; the rest goes
 * when `finish()` is called. `answer` resolves with the status and the body.
 */
export function heldRequest(port: number, path: string, body: string, headers: Record<string, string>) {
  const half = Math.floor(body.length / 2);
  const sending = request({
    host: '127.0.0.1', port, path, method: 'POST', agent: false,
    headers: { ...headers, expect: '100-continue', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sending.on('error', reject);
    sending.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
  });
  // Handled by whoever awaits `answer`; never an unhandled rejection before that.
  answer.catch(() => undefined);
  const sent = new Promise<void>((resolve) => sending.once('continue', () => sending.write(body.slice(0, half), () => resolve())));
  sending.flushHeaders();
  return { sent, answer, finish: () => sending.end(body.slice(half)) };
}
