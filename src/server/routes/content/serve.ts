import type { Context } from 'hono';
import { isCanvasMode, type CanvasMode } from '../../../../schemas/content/canvas-addresses';
import { isSiteId } from '../../../shared/i18n/sites';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import type { ServeMoment } from '../../domain/content/document-versions';
import { isExcludedPath } from '../../domain/content/exclusions';
import { ensureContentListener } from '../../domain/content/content-listener';
import { publishClockFor } from '../../domain/content/publish-clock';
import { responseCacheFor, type CachedResponse } from '../../domain/content/response-cache';
import { requireContentToken } from './access';

/** Published canvases may be cached by browsers and CDNs; preview never is. */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
export const PREVIEW_CACHE_CONTROL = 'no-store';

export type Produced = { json: unknown; changesAt?: Date | undefined } | { empty: true; changesAt?: Date | undefined };
export type Producer = (moment: ServeMoment) => Promise<Produced>;

type ContentContext = Context<ApiEnv>;

/** The route's {mode}; routes without one (the /fapi aliases) serve what is published. */
function modeOf(c: ContentContext): CanvasMode {
  const mode = c.req.param('mode') ?? 'publish';
  if (!isCanvasMode(mode)) throw new ApiError('API404', `Unknown content mode '${mode}': use publish or preview.`);
  return mode;
}

function previewMoment(c: ContentContext): ServeMoment {
  const raw = c.req.query('previewDateTime');
  if (!raw) return { mode: 'preview', at: new Date(), timeTravel: false };
  const at = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(at.getTime())) {
    throw new ApiError('API400', `previewDateTime '${raw}' is not an ISO date-time.`, { field: 'previewDateTime' });
  }
  return { mode: 'preview', at, timeTravel: true };
}

function serialize(produced: Produced): CachedResponse {
  const changesAt = produced.changesAt?.getTime();
  const value: CachedResponse = 'empty' in produced ? { status: 204, body: null } : { status: 200, body: JSON.stringify(produced.json) };
  return changesAt === undefined ? value : { ...value, changesAt };
}

const MAX_AGE_SECONDS = 60;
const STALE_SECONDS = 600;

/**
 * The Cache-Control of a published answer: max-age 60 s with stale-while-revalidate, shortened
 * so that no cache (browser, CDN, the storefront's shared cache) keeps it past the next scheduled
 * publish of what it holds.
 */
export function publishedCacheControl(changesAt: number | undefined, now = Date.now()): string {
  if (changesAt === undefined) return PUBLISHED_CACHE_CONTROL;
  const left = Math.max(0, Math.floor((changesAt - now) / 1000));
  if (left >= MAX_AGE_SECONDS + STALE_SECONDS) return PUBLISHED_CACHE_CONTROL;
  if (left <= MAX_AGE_SECONDS) return `public, max-age=${left}`;
  return `public, max-age=${MAX_AGE_SECONDS}, stale-while-revalidate=${left - MAX_AGE_SECONDS}`;
}

function respond(c: ContentContext, value: CachedResponse, cacheControl: string, cacheState?: string) {
  c.header('cache-control', cacheControl);
  if (cacheControl !== PREVIEW_CACHE_CONTROL) c.header('vary', 'accept-encoding');
  if (cacheState) c.header('x-content-cache', cacheState);
  if (value.status === 204) return c.body(null, 204);
  c.header('content-type', 'application/json; charset=utf-8');
  return c.body(value.body ?? '', 200);
}

/** Cache key: site first (so a publish drops its site), then locale, then path and query (cms left out). */
function cacheKey(c: ContentContext, siteId: string, canvasPath: string): string {
  const query = new URL(c.req.url).searchParams;
  query.delete('cms');
  query.delete('locale');
  query.sort();
  return `${siteId}|${c.var.locale}|${canvasPath}?${query}`;
}

/**
 * Serves one content address in either mode. Excluded paths answer 204. Preview checks the
 * preview token, honours previewDateTime and is never cached; publish is served from the
 * in-process cache (fresh, or stale while one background refresh runs).
 */
export async function serveContent(c: ContentContext, siteId: string, canvasPath: string, produce: Producer) {
  const mode = modeOf(c);
  if (!isSiteId(siteId)) throw new ApiError('CNT404', `Site '${siteId}' has no content.`);
  if (mode === 'preview') {
    await requireContentToken(c, 'preview', siteId);
    if (isExcludedPath(siteId, canvasPath)) return respond(c, { status: 204, body: null }, PREVIEW_CACHE_CONTROL);
    return respond(c, serialize(await produce(previewMoment(c))), PREVIEW_CACHE_CONTROL);
  }
  if (isExcludedPath(siteId, canvasPath)) return respond(c, { status: 204, body: null }, PUBLISHED_CACHE_CONTROL);

  ensureContentListener(c.var.db);
  publishClockFor(c.var.db);
  const cache = responseCacheFor(c.var.db);
  const key = cacheKey(c, siteId, canvasPath);
  const load = async () => {
    const produced = await produce({ mode: 'publish', at: new Date(), timeTravel: false });
    const value = serialize(produced);
    cache.write(key, value, { changesAt: produced.changesAt });
    return value;
  };
  const cached = cache.read(key);
  if (cached?.state === 'stale') cache.refresh(key, async () => void (await load()));
  if (cached) return respond(c, cached.value, publishedCacheControl(cached.value.changesAt), cached.state);
  const loaded = await load();
  return respond(c, loaded, publishedCacheControl(loaded.changesAt), 'miss');
}
