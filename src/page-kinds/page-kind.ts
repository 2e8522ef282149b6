import type { Catalog } from '@schemas/commerce/catalog';
import type { Canvas } from '@schemas/content/canvas';
import type { ApiClient } from '@lib/api/client';
import type { PreviewAccess } from '@lib/content/preview-access';
import type { PageContext } from '@lib/page/page-context';
import type { RequestContext } from '@lib/routing/request-context';
import type { RouteMatch } from '@shared/routing/routes';

/** What a page kind's load reads: the request, the API client and the page's catalog tree. */
export interface PageRequest {
  readonly url: URL;
  readonly match: RouteMatch;
  readonly request: RequestContext;
  readonly api: ApiClient;
  /** Content reads in preview use the editor's token; undefined shows published content. */
  readonly previewAccess: PreviewAccess | undefined;
  readonly mode: 'publish' | 'preview';
  /** The catalog tree, asked for once per page (header menu, category links, trails). */
  readonly catalog: Promise<Catalog>;
}

/** The outcome of a kind's critical load: a page, the 404 page, or a redirect (decided before the first byte). */
export type Critical<D> =
  | { readonly outcome: 'page'; readonly data: D }
  | { readonly outcome: 'not-found' }
  | { readonly outcome: 'redirect'; readonly location: string };

export interface PageMeta {
  /** The page's own title, without the site name: planPage makes the document title of it (`documentTitle`). */
  readonly title: string;
  readonly description?: string | undefined;
  /** Canonical path (no origin); left out on pages that must not be canonical. */
  readonly canonicalPath?: string | undefined;
  readonly robots?: string | undefined;
  /** Replaces the default page cache policy (published pages shared-cacheable, preview never). */
  readonly cacheControl?: string | undefined;
}

/** A canvas the page renders, with the context its blocks load and render in. */
export interface PageCanvas {
  readonly canvas: Canvas;
  readonly ctx: PageContext;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComponentModule = Promise<{ default: any }>;

/**
 * One kind of page (like a route module): its critical load is awaited before the first byte
 * (status, redirects), its deferred load is started but not awaited (the view awaits it while
 * Astro streams), the block loads of its canvases start with it, and meta and view describe
 * the answer. Adding a page kind is one module and one line of src/page-kinds/index.ts.
 */
export interface PageKind<D, Deferred = undefined> {
  readonly name: string;
  /** A page where the shopper finishes a task (checkout, order confirmation): the site's pop-ups stay away. */
  readonly withoutPopups?: boolean;
  load(page: PageRequest): Promise<Critical<D>>;
  /** The canvas whose description classifies the page (spec §2: 'Page is not available' is Error). */
  canvasOf?(data: D): Canvas | undefined;
  /** Canvases whose block loads start as soon as the critical load is done. */
  canvases?(data: D, ctx: PageContext): readonly PageCanvas[];
  defer?(data: D, ctx: PageContext, page: PageRequest): Deferred;
  meta(data: D, ctx: PageContext, page: PageRequest): PageMeta;
  view(): ComponentModule;
  /** Extra `<head>` content (structured data). */
  head?(): ComponentModule;
}

export function definePageKind<D, Deferred = undefined>(kind: PageKind<D, Deferred>): PageKind<D, Deferred> {
  return kind;
}

/** Props every view receives. */
export interface ViewProps<D, Deferred = undefined> {
  readonly ctx: PageContext;
  readonly data: D;
  readonly deferred: Deferred;
}

/** A canvas used as the page's frame when the content service has none for it. */
export function emptyCanvas(page: PageRequest, docType: string, name: string, extra: Partial<Canvas> = {}): Canvas {
  return { id: `${page.request.siteId}:${page.request.locale}:${docType}:none`, siteId: page.request.siteId, locale: page.request.locale, docType, name, blocks: [], ...extra };
}
