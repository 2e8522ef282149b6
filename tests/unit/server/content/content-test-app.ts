import { createApiApp, type ApiApp } from '@server/app';
import type { DatabaseHandle } from '@server/db/client';
import { openSeededDatabase } from '../../../helpers/seeded-database';
import { contentSecret } from '@server/domain/content/content-secret';
import { mintContentToken, type ContentRole } from '@server/domain/content/content-tokens';

export interface ContentTestApp {
  readonly app: ApiApp;
  readonly database: DatabaseHandle;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  put(body: unknown, token?: string): Promise<Response>;
  token(role: ContentRole, siteId: string, now?: number): Promise<string>;
}

/** A migrated, seeded in-memory API for content tests. */
export async function startContentApp(): Promise<ContentTestApp> {
  const database = await openSeededDatabase();
  const app = createApiApp({ db: database.db, basePath: '/api' });
  return {
    app,
    database,
    get: async (path, headers = {}) => app.request(`/api${path}`, { headers }),
    put: async (body, token) =>
      app.request('/api/content/v1/documents', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }),
    token: async (role, siteId, now) => mintContentToken(role, siteId, await contentSecret(), now).token,
  };
}

export const richText = (id: string, html: string, extra: Record<string, unknown> = {}) => ({ id, type: 'rich-text', version: 1, data: { html, ...extra } });
