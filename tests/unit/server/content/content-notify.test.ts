import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp, type ApiApp } from '@server/app';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { ensureSeeded } from '@server/db/seed';
import { contentSecret } from '@server/domain/content/content-secret';
import { mintContentToken } from '@server/domain/content/content-tokens';
import { listenForContentChanges } from '@server/domain/content/content-listener';
import type { ChannelListener } from '@server/db/pg-listener';
import { postgresBin, startPostgresCluster } from './postgres-cluster';

const bin = postgresBin();

/** Two API processes on one PostgreSQL database: a publish on one drops the other's cached response. */
describe.skipIf(!bin)('cache invalidation across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let cluster: { url: string; stop(): void };
  const handles: DatabaseHandle[] = [];
  let writer: ApiApp;
  let reader: ApiApp;
  let listener: ChannelListener;

  beforeAll(async () => {
    cluster = await startPostgresCluster(bin!);
    for (let index = 0; index < 2; index += 1) {
      const handle = await openDatabase({ databaseUrl: cluster.url, dataDir: 'unused' });
      await migrate(handle.db);
      await ensureSeeded(handle.db);
      handles.push(handle);
    }
    writer = createApiApp({ db: handles[0]!.db, basePath: '/api' });
    reader = createApiApp({ db: handles[1]!.db, basePath: '/api' });
    listener = listenForContentChanges(handles[1]!.db, cluster.url);
    await listener.connected;
  }, 120_000);

  afterAll(async () => {
    await listener?.close();
    for (const handle of handles) await handle.close();
    cluster?.stop();
  });

  it('the reader serves the new version right after the writer publishes', async () => {
    const path = '/api/publish/caas/v1/canvas/footer/stride?locale=en-us';
    expect((await reader.request(path)).headers.get('x-content-cache')).toBe('miss');
    expect((await reader.request(path)).headers.get('x-content-cache')).toBe('fresh');

    const token = mintContentToken('editor', '*', await contentSecret()).token;
    const put = await writer.request('/api/content/v1/documents', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ siteId: 'stride', locale: 'en-us', docType: 'footer', key: 'default', publish: true, canvas: { name: 'New footer', blocks: [] } }),
    });
    expect(put.status).toBe(200);
    await expect.poll(async () => (await reader.request(path)).headers.get('x-content-cache'), { timeout: 5_000 }).toBe('miss');
    expect(((await (await reader.request(path)).json()) as { name: string }).name).toBe('New footer');
  }, 60_000);
});
