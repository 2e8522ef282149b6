import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import { BLOCK_CATALOGUE } from '@schemas/content/block-catalogue';
import { richText, startContentApp, type ContentTestApp } from './content-test-app';

const run = promisify(execFile);
const SECRET = 'cli-test-secret-0123456789abcdef';

/** Runs `npm run content -- …` the way the lead wires it (tsx scripts/content.ts). */
async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/content.ts', ...args], { env: { ...process.env, ...env }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
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
    expect(written).toEqual([...BLOCK_CATALOGUE.map((definition) => `${definition.type}.json`), 'index.json'].sort());
    const rich = JSON.parse(await readFile(path.join(out, 'rich-text.json'), 'utf8'));
    expect(rich).toMatchObject({ title: 'rich-text', type: 'object', properties: { html: { type: 'string' } } });
    const index = JSON.parse(await readFile(path.join(out, 'index.json'), 'utf8')) as { blocks: Array<{ type: string; version: number; schema: string }> };
    expect(index.blocks).toContainEqual({ type: 'rich-text', version: 1, schema: 'rich-text.json' });
    // Any editor's validator takes them as they are: Ajv in its default (strict) mode compiles every
    // schema, every block fixture's data passes, and data missing a required field fails.
    const ajv = new Ajv2020({ formats: { date: true } });
    for (const definition of BLOCK_CATALOGUE) {
      const validate = ajv.compile(JSON.parse(await readFile(path.join(out, `${definition.type}.json`), 'utf8')));
      const fixture = JSON.parse(await readFile(path.join('tests/fixtures/blocks', `${definition.type}.json`), 'utf8')) as { data: unknown };
      expect(validate(fixture.data), `${definition.type}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    expect(ajv.getSchema('rich-text.json')!({})).toBe(false);
  }, 60_000);

  it('says what is wrong without a stack trace: missing or empty folder, help, unknown command or option', async () => {
    const missing = await cli(['validate', path.join(dir, 'no-such-folder')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file or folder');
    expect(missing.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    const empty = await mkdtemp(path.join(tmpdir(), 'content-cli-empty-'));
    expect(await cli(['validate', empty])).toMatchObject({ code: 2, stderr: expect.stringContaining('no *.json files') });
    expect(await cli(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('publish <dir>') });
    expect(await cli(['frobnicate'])).toMatchObject({ code: 2, stderr: expect.stringContaining("unknown command 'frobnicate'") });
    expect(await cli(['publish', empty, '--drat'])).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown option --drat') });
    expect(await cli(['publish', empty, '--url', 'not a url'])).toMatchObject({ code: 2, stderr: expect.stringContaining('is not a URL') });
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
      expect(refused.stdout).toContain('HTTP 401 CNT401');
    }, 90_000);

    it('stops with a clear message when the URL is not the content API or nobody answers there', async () => {
      const docs = await mkdtemp(path.join(tmpdir(), 'content-cli-docs-'));
      for (const key of ['a', 'b']) {
        await writeFile(path.join(docs, `${key}.json`), JSON.stringify({ siteId: 'summit', locale: 'en-ca', docType: 'page', key, canvas: { name: key, blocks: [] } }));
      }
      const wrongPath = await cli(['publish', docs, '--url', url.replace(/\/api$/, '/not-the-api')], { CONTENT_PREVIEW_SECRET: SECRET });
      expect(wrongPath.code).toBe(1);
      expect(wrongPath.stdout).toContain('check --url');
      expect(wrongPath.stdout.match(/HTTP 404/g)).toHaveLength(1);
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as { port: number }).port;
      await new Promise((resolve) => closed.close(resolve));
      const down = await cli(['publish', docs, '--url', `http://127.0.0.1:${port}/api`], { CONTENT_PREVIEW_SECRET: SECRET });
      expect(down.code).toBe(1);
      expect(down.stdout).toContain('Cannot reach the content service');
      expect(`${down.stdout}${down.stderr}`).not.toMatch(/TypeError|\bat .*:\d+:\d+/);
    }, 90_000);
  });
});
