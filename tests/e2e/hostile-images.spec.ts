import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { mintContentToken } from '../../src/server/domain/content/content-tokens';
import { readContentSecret } from '../../src/server/domain/content/content-secret';
import { expect, test } from './fixtures';
import { freePort, freshInstallDataDir, startServer, type ServerProcess } from './server-process';

/**
 * Content images cannot make the browser fetch from another site (issue 19: `/\evil.example/x.svg`
 * is `//evil.example/x.svg` to a browser). Every image-bearing block of the catalogue (every block
 * fixture with a `src`) is written with hostile paths: the editor API refuses each one, and a page
 * stored before that rule (its document changed in the database, past the API) renders in
 * Chromium without a single request leaving the origin, published or in preview.
 */

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const FIXTURES = new URL('../fixtures/blocks/', import.meta.url);
const PAGE_KEY = 'hostile-images';
const dataDir = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}-hostile-images`;

/** Paths a browser reads as another site (or that are no path at all). */
const REFUSED = [
  '/\\evil.example/x.svg', '\\\\evil.example/x.svg', '//evil.example/x.svg', '/\t/evil.example/x.svg', '/\n/evil.example/x.svg',
  ' //evil.example/x.svg', 'https://evil.example/x.svg', 'http:evil.example/x.svg', '/\\/evil.example/x.svg', 'javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>', '/\u0001/evil.example/x.svg', 'ｈttps://evil.example/x.svg', 'evil.example/x.svg',
];
/** Strange but local: these stay on the origin. */
const ACCEPTED_LOCAL = ['/%5Cevil.example/x.svg', '/images/../evil.example/x.svg'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Block = { id: string; type: string; version: number; data: Json };

const fixtures: Block[] = readdirSync(FIXTURES).filter((name) => name.endsWith('.json')).map((name) => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')));

/** Paths (in a block's data) of every `src`: images, posters, videos and captions. */
function srcPaths(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, Json]> = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => (key === 'src' && typeof item === 'string' ? [[...prefix, key]] : srcPaths(item, [...prefix, key])));
}

function withValue(data: Json, at: Array<string | number>, value: string): Json {
  const copy = structuredClone(data) as Record<string | number, Json>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[at.at(-1)!] = value;
  return copy;
}

const IMAGE_BLOCKS = fixtures.filter((block) => srcPaths(block.data).length > 0);

let server: ServerProcess;
let editor: string;
const put = (blocks: Block[]) =>
  fetch(`${server.url}/api/content/v1/documents`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${editor}` },
    body: JSON.stringify({ siteId: 'stride', locale: 'en-us', docType: 'page', key: PAGE_KEY, publish: true, canvas: { name: 'Hostile images', blocks } }),
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await freshInstallDataDir(dataDir);
  server = await startServer({ port: await freePort(), dataDir });
  editor = mintContentToken('editor', '*', await readContentSecret({ DATA_DIR: dataDir })).token;
});

test.afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every request the page makes (all frames), after it settled with its lazy images in view. */
async function requestsOf(page: Page, url: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  await page.waitForLoadState('networkidle');
  return requested;
}

const offOrigin = (urls: string[]) => urls.filter((url) => !url.startsWith(`${server.url}/`) && !/^(data|blob):/.test(url));

test('the catalogue has image-bearing blocks, and their fixtures are written as they are', async () => {
  expect(IMAGE_BLOCKS.map((block) => block.type)).toEqual(expect.arrayContaining(['category-cards', 'hero-banner', 'logos', 'media', 'split-banner', 'video-player']));
  expect((await put(IMAGE_BLOCKS)).status).toBe(200);
});

test('the editor API refuses every hostile path in every src field, naming the field', async () => {
  const accepted: string[] = [];
  for (const block of IMAGE_BLOCKS) {
    for (const at of srcPaths(block.data)) {
      for (const value of REFUSED) {
        const answer = await put([{ ...block, data: withValue(block.data, at, value) }]);
        const body = (await answer.json()) as { errorDetails?: Array<{ errorId: string; field?: string }> };
        if (answer.status !== 400 || !body.errorDetails?.some((detail) => detail.errorId === 'CNT400' && detail.field?.endsWith(at.join('.')))) {
          accepted.push(`${block.type} ${at.join('.')} = ${JSON.stringify(value)}: ${answer.status}`);
        }
      }
      for (const value of ACCEPTED_LOCAL) expect((await put([{ ...block, data: withValue(block.data, at, value) }])).status).toBe(200);
    }
  }
  expect(accepted).toEqual([]);
});

test('a stored page whose images point elsewhere (written past the API) makes no request off the origin', async ({ browser }) => {
  expect((await put(IMAGE_BLOCKS)).status).toBe(200);
  const context = await browser.newContext();
  await context.addCookies([{ name: 'storefront_consent', value: 'C0001:1,C0002:0,C0003:0,C0004:0', url: server.url }]);
  const page = await context.newPage();
  // Before: the page shows its pictures, all from this origin.
  const before = await requestsOf(page, `${server.url}/en-us/${PAGE_KEY}`);
  expect(before.filter((url) => /\/(img|images|media)\//.test(url)).length).toBeGreaterThan(IMAGE_BLOCKS.length);
  expect(offOrigin(before)).toEqual([]);

  // The stored document, changed in the database as a legacy document would be.
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  const { PGlite } = await import('@electric-sql/pglite');
  const database = new PGlite(path.resolve(dataDir, 'pglite'));
  const hostile = [...REFUSED, ...ACCEPTED_LOCAL];
  let next = 0;
  const tamper = (value: Json): Json => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(tamper);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'src' && typeof item === 'string' ? hostile[next++ % hostile.length]! : tamper(item)]));
  };
  const { rows } = await database.query<{ id: number; published: Json }>(`select id, published from content_documents where doc_type = 'page' and key = $1`, [PAGE_KEY]);
  expect(rows).toHaveLength(1);
  await database.query('update content_documents set published = $1, draft = null where id = $2', [JSON.stringify(tamper(rows[0]!.published)), rows[0]!.id]);
  await database.close();
  expect(next).toBeGreaterThan(hostile.length);
  server = await startServer({ port: server.port, dataDir });

  const published = await requestsOf(page, `${server.url}/en-us/${PAGE_KEY}`);
  expect(offOrigin(published)).toEqual([]);
  const preview = mintContentToken('preview', 'stride', await readContentSecret({ DATA_DIR: dataDir })).token;
  const previewed = await requestsOf(page, `${server.url}/en-us/${PAGE_KEY}?cms=${preview}`);
  expect(offOrigin(previewed)).toEqual([]);
  // Preview shows the editor which blocks were left out and why.
  await expect(page.getByText('could not be shown').first()).toBeVisible();
  await context.close();
});
