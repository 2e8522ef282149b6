import { metaDescription } from '@lib/seo/page-meta';
import type { Canvas } from '@schemas/content/canvas';
import { findCanvas } from '@lib/api/content';
import { getSearchHub } from '@lib/api/fapi';
import { parseListingQuery } from '@lib/search/listing-query';
import { definePageKind, emptyCanvas } from './page-kind';
import type { SearchPageData } from './search';

/**
 * The search hub (spec §2 searchhub): /{locale}/searchhub is where searching starts, the search
 * box with the hub's popular searches and categories (GET /fapi/components/search-hub) and the
 * search page's optional content (the `search` named canvas). The search page's view shows it with
 * no term; a search from it goes to /search. Unlike result pages it is one page per site, so it is
 * indexed. Without the hub (the call failed) it is still the search box.
 */
export const searchHubKind = definePageKind<{ canvas: Canvas; search: SearchPageData }>({
  name: 'searchhub',
  async load(page) {
    // Only the hub itself: there are no topic hubs below it.
    if (page.match.rest !== 'searchhub') return { outcome: 'not-found' };
    const [canvas, hub] = await Promise.all([
      findCanvas(page.api, { mode: page.mode, path: `search/${page.request.siteId}`, access: page.previewAccess }),
      getSearchHub(page.api).catch((error: unknown) => {
        console.warn('[searchhub] search hub unavailable:', error);
        return null;
      }),
    ]);
    const search: SearchPageData = { query: parseListingQuery(new URLSearchParams()), results: null, hub };
    return { outcome: 'page', data: { canvas: canvas ?? emptyCanvas(page, 'search', 'Search'), search } };
  },
  canvasOf: (data) => data.canvas,
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx }],
  meta: ({ canvas }, ctx) => ({
    title: ctx.t('searchTitle'),
    description: metaDescription(canvas.description) ?? ctx.t('searchDescription', { site: ctx.site.name }),
    canonicalPath: `/${ctx.locale}/searchhub`,
  }),
  view: () => import('../views/SearchView.astro'),
});
