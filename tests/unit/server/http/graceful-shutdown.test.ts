import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown } from '../../../../src/server/graceful-shutdown.mjs';

/** A server whose /slow answer takes `slowMs` (or never comes when slowMs is Infinity). */
async function startServer(slowMs: number, events: string[] = []): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.url === '/slow') {
      res.on('finish', () => events.push('slow answer sent'));
      if (Number.isFinite(slowMs)) setTimeout(() => res.end('slow done'), slowMs);
      return;
    }
    res.end('fast');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      res.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

let running: Server | undefined;
afterEach(() => {
  running?.closeAllConnections();
  running?.close();
});

describe('graceful shutdown of the HTTP server', () => {
  it('lets a request in flight finish, refuses new connections, then closes resources once', async () => {
    const events: string[] = [];
    const { server, port } = await startServer(300, events);
    running = server;
    const shutdown = gracefulShutdown(server, { graceMs: 5_000, closeResources: async () => void events.push('resources closed'), log: () => {} });

    const slow = get(port, '/slow');
    await waitFor(() => shutdown.inFlight() === 1);
    const stopped = shutdown.stop('SIGTERM');
    const again = shutdown.stop('SIGINT');

    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
    expect(await slow).toEqual({ status: 200, body: 'slow done', connection: 'close' });
    await stopped;
    await again;
    expect(events).toEqual(['slow answer sent', 'resources closed']);
  });

  it('cuts requests still running after the grace time, then closes resources', async () => {
    const { server, port } = await startServer(Infinity);
    running = server;
    let closed = 0;
    const shutdown = gracefulShutdown(server, { graceMs: 200, closeResources: async () => void (closed += 1), log: () => {} });
    const hanging = get(port, '/slow');
    await waitFor(() => shutdown.inFlight() === 1);
    const started = Date.now();
    await shutdown.stop('SIGTERM');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(hanging).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(closed).toBe(1);
  });

  it('stops at once when nothing is in flight', async () => {
    const { server, port } = await startServer(0);
    running = server;
    expect((await get(port, '/fast')).body).toBe('fast');
    const shutdown = gracefulShutdown(server, { graceMs: 5_000, closeResources: async () => undefined, log: () => {} });
    const started = Date.now();
    await shutdown.stop('SIGTERM');
    expect(Date.now() - started).toBeLessThan(500);
  });
});
