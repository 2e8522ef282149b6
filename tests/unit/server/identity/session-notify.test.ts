import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '@server/app';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { ensureSeeded } from '@server/db/seed/index';
import { sessionCacheOf } from '@server/domain/identity/session-cache';
import { listenForSessionChanges, SESSION_CHANNEL } from '@server/domain/identity/session-listener';
import { authenticate } from '@server/domain/identity/tokens';
import type { ChannelListener } from '@server/db/pg-listener';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../helpers/postgres';
import { identityApiOver, login, type IdentityTestApi } from './identity-api';

/** Two API processes on one PostgreSQL database: the reader keeps sessions in memory while it hears the writer's changes. */
describe('sessions kept in memory across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let server: ThrowawayPostgres | undefined;
  const handles: DatabaseHandle[] = [];
  let writer: IdentityTestApi;
  let reader: IdentityTestApi;
  let listener: ChannelListener;

  const apiOver = (database: DatabaseHandle) => identityApiOver(createApiApp({ db: database.db, basePath: '/api' }), database);

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    for (let index = 0; index < 2; index += 1) {
      const database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: 'unused' });
      await migrate(database.db);
      await ensureSeeded(database.db);
      handles.push(database);
    }
    writer = apiOver(handles[0]!);
    reader = apiOver(handles[1]!);
    listener = listenForSessionChanges(handles[1]!.db, server.databaseUrl);
    await listener.connected;
  }, 180_000);

  afterAll(async () => {
    await listener?.close();
    for (const database of handles) await database.close();
    await server?.stop();
  });

  const profile = (api: IdentityTestApi, token: string) => api.request('GET', '/consumers-v3/consumer', { token });

  it('announces every sign-out on the channel the other processes listen to', async () => {
    const { Client } = await import('pg');
    const probe = new Client({ connectionString: server!.databaseUrl });
    await probe.connect();
    const heard: string[] = [];
    probe.on('notification', (message) => heard.push(`${message.channel}:${message.payload}`));
    await probe.query(`LISTEN ${SESSION_CHANNEL}`);
    try {
      const session = await login(writer, 'member@stride.example');
      const { sessionId } = (await authenticate(handles[0]!.db, session.accessToken))!;
      await writer.request('POST', '/consumers-v3/consumer/auth/signout', { body: { refreshToken: session.refreshToken } });
      await expect.poll(() => heard, { timeout: 2_000 }).toContain(`${SESSION_CHANNEL}:${sessionId}`);
    } finally {
      await probe.end();
    }
  });

  it('a session revoked by another process is refused as soon as its announcement arrives', async () => {
    const session = await login(writer, 'member@stride.example');
    expect((await profile(reader, session.accessToken)).status).toBe(200);
    const kept = sessionCacheOf(handles[1]!.db)!;
    const { sessionId } = (await authenticate(handles[1]!.db, session.accessToken))!;
    expect(kept.size).toBeGreaterThan(0);

    // Another process's sign-out, as it reaches this one: the rows change, then the announcement arrives.
    await handles[0]!.db.execute(sql`update auth_tokens set revoked_at = now() where session_id = ${sessionId}`);
    expect((await profile(reader, session.accessToken)).status).toBe(200);
    await handles[0]!.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${sessionId})`);
    const announcedAt = performance.now();
    await expect.poll(async () => (await profile(reader, session.accessToken)).status, { interval: 5, timeout: 2_000 }).toBe(401);
    // On one host the announcement arrives within milliseconds; the poll's bound is only a safety net.
    expect(performance.now() - announcedAt).toBeLessThan(1_000);
  });

  it('keeps nothing once the listener is gone', async () => {
    const session = await login(writer, 'shopper@stride.example');
    await listener.close();
    expect(sessionCacheOf(handles[1]!.db)!.size).toBe(0);
    expect((await profile(reader, session.accessToken)).status).toBe(200);
    expect(sessionCacheOf(handles[1]!.db)!.size).toBe(0);
  });
});
