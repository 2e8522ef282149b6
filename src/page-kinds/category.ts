import { metaDescription } from '@lib/seo/page-meta';
import type { CategoryNode } from '@schemas/commerce/catalog';
import type { ProductSearchResponse } from '@schemas/commerce/search';
import type { Canvas } from '@schemas/content/canvas';
import { searchProductsFaceted } from '@lib/api/products';
import { canonicalListingSearch, isRefined, parseListingQuery, toFacetedSearch, type ListingQuery } from '@lib/search/listing-query';
import { categoryPath } from '@shared/routing/routes';
import { categoryTrail } from './category-trail';
import { canvasAround } from './canvas-around';
import { definePageKind } from './page-kind';

export const CATEGORY_PAGE_SIZE = 24;

export interface CategoryPage {
  readonly canvas: Canvas;
  readonly category: CategoryNode;
  readonly trail: CategoryNode[];
  readonly results: ProductSearchResponse;
  readonly query: ListingQuery;
}

/** A category listing: /{locale}/c/{slug}-{id}, with facets, sort and pages in the URL. */
export const categoryKind = definePageKind<CategoryPage>({
  name: 'category',
  async load(page) {
    const catalog = await page.catalog;
    const trail = categoryTrail(catalog.categories, page.match.id!);
    const category = trail.at(-1);
    const query = parseListingQuery(page.url.searchParams);
    if (!category || query.page === null) return { outcome: 'not-found' };
    const canonical = categoryPath(page.request.locale, category.name, category.id);
    if (canonical !== page.url.pathname) return { outcome: 'redirect', location: canonical };
    const [canvas, results] = await Promise.all([
      canvasAround(page, 'category', category.id),
      searchProductsFaceted(page.api, toFacetedSearch(query, CATEGORY_PAGE_SIZE, { category: category.id })),
    ]);
    if (query.page > 1 && results.products.length === 0) return { outcome: 'not-found' };
    return { outcome: 'page', data: { canvas, category, trail, results, query } };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: (data, ctx, { url }) => ({
    title: data.category.name,
    description: metaDescription(data.canvas.description) ?? ctx.t('categoryDescription', { category: data.category.name, site: ctx.site.name, count: data.results.total }),
    // A category's canonical is its clean URL (or ?page=N): filters and sort are left out.
    canonicalPath: `${url.pathname}${canonicalListingSearch(data.query)}`,
    // Filtered or re-sorted listings are followed but not indexed.
    robots: isRefined(data.query) ? 'noindex,follow' : undefined,
  }),
  view: () => import('../views/CategoryView.astro'),
});
