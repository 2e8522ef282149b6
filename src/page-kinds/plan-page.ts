import type { Catalog } from '@schemas/commerce/catalog';
import type { ApiClient } from '@lib/api/client';
import { getCatalog } from '@lib/api/products';
import { previewAccess, previewRefusal, type PreviewRefusal } from '@lib/content/preview-access';
import { pageCacheControl } from '@lib/http/cache-control';
import { documentTitle } from '@lib/seo/page-meta';
import { resolvePageCanvas } from '@lib/page/page-canvas';
import { createPageContext, type PageContext } from '@lib/page/page-context';
import type { RequestContext } from '@lib/routing/request-context';
import { classifyPage } from '@shared/routing/page-class';
import { matchRoute } from '@shared/routing/routes';
import { blockLoadsSettled, startBlockLoads } from '@registry/block-loads';
import { PAGE_KINDS } from './index';
import { notFoundKind } from './not-found';
import type { Critical, PageKind, PageMeta, PageRequest } from './page-kind';
import { startShellLoads, type ShellLoads } from './shell';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKind = PageKind<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Component = any;

interface Planned {
  readonly status: number;
  readonly cacheControl: string;
  readonly ctx: PageContext;
  readonly meta: PageMeta;
  /** The catalog tree for the header menu; undefined when it could not be read. */
  readonly catalog: Catalog | undefined;
  readonly shell: ShellLoads;
  /** Resolves once every deferred and block load of the page has settled (tests, measurements). */
  settled(): Promise<void>;
}

export type PagePlan =
  | { readonly outcome: 'redirect'; readonly location: string }
  | (Planned & { readonly outcome: 'render'; readonly kind: string; readonly View: Component; readonly Head: Component | undefined; readonly data: unknown; readonly deferred: unknown })
  | (Planned & { readonly outcome: 'unavailable'; readonly refused: PreviewRefusal | undefined });

function allSettled(values: readonly unknown[]): Promise<void> {
  return Promise.allSettled(values).then(() => undefined);
}

/**
 * Everything a storefront URL needs before its first byte: the route's page kind runs its
 * critical load (a missing page becomes the 404 page, a wrong slug a redirect), then the loads
 * of its canvas blocks and its deferred loads start together, with the shell's (pop-ups,
 * footer) started at once. A load that fails is the unavailable page (503, or the preview
 * token's refusal), never a broken one.
 */
export async function planPage({ url, request, api }: { url: URL; request: RequestContext; api: ApiClient }): Promise<PagePlan> {
  const match = matchRoute(url.pathname);
  const access = previewAccess(request);
  const catalog = getCatalog(api);
  const catalogOrNothing = catalog.catch(() => undefined);
  const page: PageRequest = { url, match: match!, request, api, previewAccess: access, mode: request.preview ? 'preview' : 'publish', catalog };
  const routeKind: AnyKind | undefined = match ? PAGE_KINDS[match.name] : undefined;
  const shell = startShellLoads({ api, siteId: request.siteId, preview: request.preview, previewAccess: access }, { popups: !routeKind?.withoutPopups });
  const context = (pageClass: PageContext['pageClass'], categories: Catalog['categories'] | undefined) =>
    createPageContext({
      siteId: request.siteId, locale: request.locale, preview: request.preview, pageClass, currentPath: url.pathname,
      carried: request.carried, categories, api, previewAccess: access,
    });

  try {
    let kind: AnyKind | undefined = routeKind;
    let critical: Critical<unknown> = kind ? await kind.load(page) : { outcome: 'not-found' };
    let status = 200;
    if (critical.outcome === 'redirect') return { outcome: 'redirect', location: critical.location };
    if (critical.outcome === 'not-found') {
      kind = notFoundKind as AnyKind;
      critical = await kind.load(page);
      status = 404;
    }
    if (critical.outcome !== 'page' || !kind) throw new Error(`the ${kind?.name} page kind answered ${critical.outcome} for ${url.pathname}`);
    const { data } = critical;
    const tree = await catalog;
    const description = kind.canvasOf?.(data)?.description;
    const ctx = context(classifyPage(status === 404 ? null : (match?.pageClass ?? null), description), tree.categories);

    const canvases = kind.canvases?.(data, ctx) ?? [];
    const trees = canvases.map(({ canvas, ctx: blockCtx }) => ({ blocks: resolvePageCanvas(canvas, ctx.preview).blocks, ctx: blockCtx }));
    for (const { blocks, ctx: blockCtx } of trees) startBlockLoads(blocks, blockCtx);
    const deferred = kind.defer?.(data, ctx, page);
    const own = kind.meta(data, ctx, page);
    const meta = { ...own, title: documentTitle(own.title, ctx.site.name, { home: ctx.pageClass === 'Home' }) };
    const [view, head] = await Promise.all([kind.view(), kind.head?.()]);
    return {
      outcome: 'render', kind: kind.name, status, ctx, meta, catalog: tree, shell, data, deferred,
      View: view.default, Head: head?.default,
      cacheControl: meta.cacheControl ?? pageCacheControl({ preview: request.preview, status }),
      settled: () => allSettled([shell.popups, shell.footer, ...Object.values(deferred ?? {}), ...trees.map((t) => blockLoadsSettled(t.blocks, t.ctx))]),
    };
  } catch (error) {
    // An editor's preview link the content service refuses (forged, expired, another site) is said so, not shown as an outage.
    const refused = request.preview ? previewRefusal(error) : undefined;
    if (!refused) console.error(`[page] ${url.pathname} could not be loaded:`, error);
    const status = refused?.status ?? 503;
    const ctx = context(classifyPage(match?.pageClass ?? null, undefined), (await catalogOrNothing)?.categories);
    return {
      outcome: 'unavailable', status, refused, ctx, shell, catalog: await catalogOrNothing,
      meta: { title: ctx.site.name },
      cacheControl: pageCacheControl({ preview: request.preview, status }),
      settled: () => allSettled([shell.popups, shell.footer]),
    };
  }
}
