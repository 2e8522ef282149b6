import { describe, expect, it } from 'vitest';
import { mintContentToken, verifyContentToken } from '@server/domain/content/content-tokens';
import { bodyFor, liveBody, nextChange } from '@server/domain/content/document-versions';
import { ResponseCache } from '@server/domain/content/response-cache';
import { referencedFragments } from '@server/domain/content/fragment-refs';
import { isExcludedPath } from '@server/domain/content/exclusions';
import { readContentSecret } from '@server/domain/content/content-secret';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SECRET = 'unit-secret-0123456789';

describe('content tokens', () => {
  it('verifies role, site, expiry and signature', () => {
    const now = Date.UTC(2026, 0, 1);
    const { token } = mintContentToken('preview', 'stride', SECRET, now);
    expect(verifyContentToken(token, SECRET, { role: 'preview', siteId: 'stride' }, now).ok).toBe(true);
    expect(verifyContentToken(token, SECRET, { role: 'preview', siteId: 'loom' }, now)).toEqual({ ok: false, reason: 'wrong-site' });
    expect(verifyContentToken(token, SECRET, { role: 'editor', siteId: 'stride' }, now)).toEqual({ ok: false, reason: 'wrong-role' });
    expect(verifyContentToken(token, SECRET, { role: 'preview', siteId: 'stride' }, now + 3_600_001)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyContentToken(token, 'another-secret-xyz', { role: 'preview', siteId: 'stride' }, now)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyContentToken('a.b.c', SECRET, { role: 'preview', siteId: 'stride' }, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyContentToken(undefined, SECRET, { role: 'preview', siteId: 'stride' }, now)).toEqual({ ok: false, reason: 'missing' });
  });

  it('keeps a generated secret in DATA_DIR and reuses it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'content-secret-'));
    const first = await readContentSecret({ DATA_DIR: dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await readContentSecret({ DATA_DIR: dataDir })).toBe(first);
    expect(await readContentSecret({ DATA_DIR: dataDir, CONTENT_PREVIEW_SECRET: 'from-the-environment' })).toBe('from-the-environment');
  });
});

describe('document versions', () => {
  const at = (iso: string) => new Date(iso);
  const row = { published: { v: 'old' }, publishedAt: at('2025-01-01T00:00:00Z'), scheduled: { v: 'new' }, publishAt: at('2026-06-01T00:00:00Z'), draft: { v: 'draft' } };

  it('serves the scheduled version only from publishAt on', () => {
    expect(liveBody(row, at('2026-05-31T23:59:59Z'))).toEqual({ v: 'old' });
    expect(liveBody(row, at('2026-06-01T00:00:00Z'))).toEqual({ v: 'new' });
    expect(nextChange(row, at('2026-01-01T00:00:00Z'))).toEqual(at('2026-06-01T00:00:00Z'));
    expect(nextChange(row, at('2027-01-01T00:00:00Z'))).toBeUndefined();
  });

  it('preview shows the draft, or what is live at previewDateTime', () => {
    expect(bodyFor(row, { mode: 'preview', at: at('2026-01-01T00:00:00Z'), timeTravel: false })).toEqual({ v: 'draft' });
    expect(bodyFor({ ...row, draft: null }, { mode: 'preview', at: at('2026-01-01T00:00:00Z'), timeTravel: false })).toEqual({ v: 'new' });
    expect(bodyFor(row, { mode: 'preview', at: at('2026-07-01T00:00:00Z'), timeTravel: true })).toEqual({ v: 'new' });
    expect(bodyFor(row, { mode: 'publish', at: at('2026-01-01T00:00:00Z'), timeTravel: false })).toEqual({ v: 'old' });
  });
});

describe('response cache', () => {
  const value = { status: 200 as const, body: '{}' };

  it('is fresh, then stale, then gone; never past a scheduled change', () => {
    const cache = new ResponseCache(10, { freshMs: 100, staleMs: 1000 });
    cache.write('stride|en-us|a', value, { now: 0 });
    expect(cache.read('stride|en-us|a', 50)?.state).toBe('fresh');
    expect(cache.read('stride|en-us|a', 500)?.state).toBe('stale');
    expect(cache.read('stride|en-us|a', 1200)).toBeUndefined();
    cache.write('stride|en-us|b', value, { now: 0, changesAt: new Date(40) });
    expect(cache.read('stride|en-us|b', 41)).toBeUndefined();
  });

  it('evicts the least recently used entry and invalidates one site', () => {
    const cache = new ResponseCache(2);
    cache.write('stride|a', value);
    cache.write('loom|b', value);
    cache.read('stride|a');
    cache.write('loom|c', value);
    expect(cache.read('loom|b')).toBeUndefined();
    expect(cache.read('stride|a')).toBeDefined();
    cache.invalidate('loom');
    expect(cache.read('loom|c')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe('fragment references and exclusions', () => {
  it('finds fragmentId values at any depth', () => {
    expect(referencedFragments({ blocks: [{ data: { fragmentId: 'b', blocks: [{ data: { fragmentId: 'a' } }] } }] }, null)).toEqual(['a', 'b']);
  });

  it('excludes paths on the site list', () => {
    expect(isExcludedPath('stride', 'page/stride/internal/tools')).toBe(true);
    expect(isExcludedPath('stride', 'page/stride/internals')).toBe(false);
  });
});
