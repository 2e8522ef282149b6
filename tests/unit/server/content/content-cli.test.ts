import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '@registry/blocks';
import { richText, startContentApp, type ContentTestApp } from './content-test-app';

const run = promisify(execFile);
const SECRET = 'cli-test-secret-0123456789abcdef';

/** Runs `npm run content -- …` the way the lead wires it (tsx scripts/content.ts). */
async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/content.ts', ...args], { env: { ...process.env, ...env }, timeout: 60_000 });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-cli-'));
});

describe('content CLI', () => {
  it('validate passes good files and prints every failing block with its field path (exit 1)', async () => {
    await writeFile(path.join(dir, 'good.json'), JSON.stringify({ name: 'Good', blocks: [richText('ok', '<p>ok</p>')] }));
    await writeFile(
      path.join(dir, 'bad.json'),
      JSON.stringify({ siteId: 'stride', locale: 'en-us', docType: 'page', key: 'bad', canvas: { name: 'Bad', blocks: [{ id: 'hero-1', type: 'hero-banner', data: { name: 'x', title: 'x', media: { mobile: { src: 'x' } } } }] } }),
    );
    const { code, stdout } = await cli(['validate', dir]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/bad\.json: block "hero-1" \(hero-banner\) media\.mobile\.width/);
    expect(stdout).not.toContain('good.json');
    expect(stdout).toContain('2 file(s) checked, 1 failed.');

    const goodOnly = await mkdtemp(path.join(tmpdir(), 'content-cli-good-'));
    await writeFile(path.join(goodOnly, 'good.json'), JSON.stringify({ name: 'Good', blocks: [] }));
    expect((await cli(['validate', goodOnly])).code).toBe(0);
  }, 60_000);

  it('schemas writes one JSON Schema per registered block', async () => {
    const out = path.join(dir, 'schemas');
    expect((await cli(['schemas', out])).code).toBe(0);
    const written = (await readdir(out)).sort();
    expect(written).toEqual(BLOCK_DEFINITIONS.map((definition) => `${definition.type}.json`).sort());
    const rich = JSON.parse(await readFile(path.join(out, 'rich-text.json'), 'utf8'));
    expect(rich).toMatchObject({ title: 'rich-text', type: 'object', properties: { html: { type: 'string' } } });
  }, 60_000);

  describe('publish over HTTP', () => {
    let t: ContentTestApp;
    let server: Server;
    let url: string;
    beforeAll(async () => {
      process.env.CONTENT_PREVIEW_SECRET = SECRET; // the in-process API reads the same secret as the CLI
      t = await startContentApp();
      server = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const response = await t.app.fetch(
          new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: chunks.length ? Buffer.concat(chunks) : undefined }),
        );
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    });
    afterAll(async () => {
      server?.close();
      await t?.database.close();
    });

    it('sends documents with a dev token from the shared secret; --draft keeps them out of publish', async () => {
      const docs = await mkdtemp(path.join(tmpdir(), 'content-cli-docs-'));
      const doc = { siteId: 'summit', locale: 'en-ca', docType: 'page', key: 'cli-page', canvas: { name: 'From the CLI', blocks: [richText('t', '<p>cli</p>')] } };
      await writeFile(path.join(docs, 'page.json'), JSON.stringify(doc));
      const draft = await cli(['publish', docs, '--draft', '--url', url], { CONTENT_PREVIEW_SECRET: SECRET });
      expect(draft.stdout).toContain('saved as draft');
      expect((await t.get('/publish/caas/v1/canvas/page/summit/cli-page?locale=en-ca')).status).toBe(404);
      const published = await cli(['publish', docs, '--url', url], { CONTENT_PREVIEW_SECRET: SECRET });
      expect(published).toMatchObject({ code: 0 });
      expect((await t.get('/publish/caas/v1/canvas/page/summit/cli-page?locale=en-ca')).status).toBe(200);
      const refused = await cli(['publish', docs, '--url', url, '--token', 'forged.token'], { CONTENT_PREVIEW_SECRET: SECRET });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toContain('HTTP 401');
    }, 90_000);
  });
});
