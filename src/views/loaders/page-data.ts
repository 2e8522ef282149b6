import type { Canvas } from '@schemas/content/canvas';
import type { Catalog, CategoryNode } from '@schemas/commerce/catalog';
import type { ProductSearchResponse } from '@schemas/commerce/search';
import type { Product } from '@schemas/commerce/product';
import type { ApiClient } from '@lib/api/client';
import { isNotFound } from '@lib/api/client';
import { findCanvas, getCanvas } from '@lib/api/content';
import { getCatalog, getProductDetails, searchProductsFaceted } from '@lib/api/products';
import type { RequestContext } from '@lib/routing/request-context';
import type { RouteMatch } from '@shared/routing/routes';
import { ARTICLE_PATH_PREFIX, categoryPath, productPath } from '@shared/routing/routes';
import { parseListingQuery, toFacetedSearch, type ListingQuery } from '@lib/search/listing-query';
import { previewAccess } from '@lib/content/preview-access';
import { loadGenericPage } from './generic-page';
import { loadShowcase, type ShowcaseData } from './showcase';
import { accountForm, type AccountForm } from './account-form';
import { loadSearchPage, type SearchPageData } from './search-page';
import { loadContactPage, type ContactPageData } from './contact-page';
import { loadAccountArea, type AccountAreaData } from './account-area';

export const CATEGORY_PAGE_SIZE = 24;

interface Common {
  readonly catalog: Catalog;
  readonly canvas: Canvas;
}

export type PageData =
  | ({ kind: 'home' } & Common)
  | ({ kind: 'category'; category: CategoryNode; trail: CategoryNode[]; results: ProductSearchResponse; query: ListingQuery } & Common)
  | ({ kind: 'search'; search: SearchPageData } & Common)
  | ({ kind: 'product'; product: Product; trail: CategoryNode[] } & Common)
  | ({ kind: 'error' } & Common)
  | ({ kind: 'generic'; path: string } & Common)
  | ({ kind: 'article'; key: string } & Common)
  | ({ kind: 'showcase'; showcase: ShowcaseData } & Common)
  | ({ kind: 'account-form'; form: AccountForm } & Common)
  | ({ kind: 'contact-us'; contact: ContactPageData } & Common)
  | ({ kind: 'account-area'; area: AccountAreaData } & Common)
  | { kind: 'redirect'; location: string };

function canvasMode(request: RequestContext): 'preview' | 'publish' {
  return request.preview ? 'preview' : 'publish';
}

/**
 * The editorial canvas around catalog data (category and product pages). The products are the
 * page: when the content service has no canvas for it (none at all, or one whose fragment is
 * missing: the service fails it with the fragment's 404), the page shows without editorial blocks.
 */
async function canvasAround(api: ApiClient, request: Parameters<typeof getCanvas>[1], where: { siteId: string; locale: string; docType: string }): Promise<Canvas> {
  const canvas = await findCanvas(api, request);
  if (canvas) return canvas;
  console.warn(`[content] no canvas for ${request.path}: the page shows without editorial blocks`);
  return { id: `${where.siteId}:${where.locale}:${where.docType}:none`, ...where, name: 'No canvas', blocks: [] };
}

/** The category and its ancestors, root first; empty when the id is not in the tree. */
export function categoryTrail(categories: readonly CategoryNode[], id: string): CategoryNode[] {
  for (const node of categories) {
    if (node.id === id) return [node];
    const below = categoryTrail(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

async function errorPage(api: ApiClient, request: RequestContext, catalog?: Catalog): Promise<PageData> {
  const [canvas, tree] = await Promise.all([
    getCanvas(api, { mode: canvasMode(request), path: `error-4xx/${request.siteId}`, access: previewAccess(request) }),
    catalog ?? getCatalog(api),
  ]);
  return { kind: 'error', canvas, catalog: tree };
}

/**
 * Everything a route needs, fetched through the typed API client in parallel. A missing
 * category or product becomes the CMS error page; a wrong slug redirects to the canonical URL.
 */
export async function loadPageData(match: RouteMatch | null, url: URL, api: ApiClient, request: RequestContext): Promise<PageData> {
  if (!match) return errorPage(api, request);
  const mode = canvasMode(request);
  const access = previewAccess(request);
  const { siteId, locale } = request;

  if (match.name === 'home') {
    const [canvas, catalog] = await Promise.all([getCanvas(api, { mode, path: `augmentedpage/${siteId}/home`, access }), getCatalog(api)]);
    return { kind: 'home', canvas, catalog };
  }

  if (match.name === 'category') {
    const catalog = await getCatalog(api);
    const trail = categoryTrail(catalog.categories, match.id!);
    const category = trail.at(-1);
    const query = parseListingQuery(url.searchParams);
    const page = query.page;
    if (!category || page === null) return errorPage(api, request, catalog);
    const canonical = categoryPath(locale, category.name, category.id);
    if (canonical !== url.pathname) return { kind: 'redirect', location: canonical };
    const [canvas, results] = await Promise.all([
      canvasAround(api, { mode, path: `category/${siteId}/${category.id}`, access }, { siteId, locale, docType: 'category' }),
      searchProductsFaceted(api, toFacetedSearch(query, CATEGORY_PAGE_SIZE, { category: category.id })),
    ]);
    if (page > 1 && results.products.length === 0) return errorPage(api, request, catalog);
    return { kind: 'category', canvas, catalog, category, trail, results, query };
  }

  if (match.name === 'product') {
    let product: Product;
    const catalogPromise = getCatalog(api);
    try {
      product = await getProductDetails(api, match.id!);
    } catch (error) {
      if (isNotFound(error)) return errorPage(api, request, await catalogPromise);
      throw error;
    }
    const canonical = productPath(locale, product.name, product.id);
    if (canonical !== url.pathname) return { kind: 'redirect', location: canonical };
    const [canvas, catalog] = await Promise.all([canvasAround(api, { mode, path: `product/${siteId}/${product.id}`, access }, { siteId, locale, docType: 'product' }), catalogPromise]);
    return { kind: 'product', canvas, catalog, product, trail: categoryTrail(catalog.categories, product.primaryCategoryId) };
  }

  if (match.name === 'generic') {
    const generic = await loadGenericPage(api, { siteId, path: match.rest!, access });
    return generic ? { kind: 'generic', path: match.rest!, ...generic } : errorPage(api, request);
  }

  if (match.name === 'article') {
    const key = match.rest!.slice(ARTICLE_PATH_PREFIX.length + 1);
    const [canvas, catalog] = await Promise.all([findCanvas(api, { mode, path: `article/${siteId}/${key}`, access }), getCatalog(api)]);
    return canvas ? { kind: 'article', key, canvas, catalog } : errorPage(api, request, catalog);
  }

  if (match.name === 'showcase') return { kind: 'showcase', ...(await loadShowcase(api, url, request)) };

  if (match.name === 'sign-in' || match.name === 'sign-up' || match.name === 'employee-sign-in' || match.name === 'forgot-password' || match.name === 'dev-outbox') {
    const form = accountForm(match.name, url);
    if (!form) return errorPage(api, request);
    const canvas: Canvas = { id: form.kind, siteId, locale, docType: 'account', name: form.kind, blocks: [] };
    return { kind: 'account-form', form, canvas, catalog: await getCatalog(api) };
  }

  if (match.name === 'contact-us') {
    const [page, catalog] = await Promise.all([loadContactPage(api, { siteId, locale, access }), getCatalog(api)]);
    return { kind: 'contact-us', ...page, catalog };
  }

  if (match.name === 'search') {
    const query = parseListingQuery(url.searchParams);
    if (query.page === null) return errorPage(api, request);
    const [canvas, catalog, search] = await Promise.all([
      findCanvas(api, { mode, path: `search/${siteId}`, access }),
      getCatalog(api),
      loadSearchPage(api, query),
    ]);
    if (query.page > 1 && search.results?.products.length === 0) return errorPage(api, request, catalog);
    // The search content section is optional; without a document the page is the results alone.
    const shell: Canvas = canvas ?? { id: 'search', siteId, locale, docType: 'search', name: 'Search', blocks: [] };
    return { kind: 'search', canvas: shell, catalog, search };
  }

  // The account area is /account itself; its sub-paths arrive with their features.
  if (match.name === 'account' && match.rest === 'account') {
    const [area, catalog] = await Promise.all([loadAccountArea(api, request), getCatalog(api)]);
    const canvas: Canvas = area.canvas ?? { id: 'account', siteId, locale, docType: 'account', name: 'account', blocks: [] };
    return { kind: 'account-area', area, canvas, catalog };
  }

  // Cart and checkout pages arrive with their issues.
  return errorPage(api, request);
}
