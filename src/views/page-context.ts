import { uiText, type UiMessageKey } from '@lib/i18n/ui-messages';
import { SITES, type LocaleCode, type SiteId, type SiteInfo } from '@shared/i18n/sites';
import type { RequestContext } from '@lib/routing/request-context';
import { withCarriedQuery } from '@shared/routing/carried-query';
import type { PageClass } from '@shared/routing/page-class';
import type { CategoryNode } from '@schemas/commerce/catalog';
import { readConfig } from '@shared/config.server';
import type { ApiTarget } from '@islands/shared/api-target';

/** What every view, layout piece and block knows about the page being rendered. */
export interface PageContext {
  readonly site: SiteInfo;
  readonly siteId: SiteId;
  readonly locale: LocaleCode;
  readonly preview: boolean;
  readonly pageClass: PageClass;
  readonly currentPath: string;
  /** The product of a product page, for the blocks of its canvas (recommendations, upsells). */
  readonly productId?: string | undefined;
  /** Where the islands of this page call the API (base path, site, locale). */
  readonly apiTarget: ApiTarget;
  /** An internal link that keeps the carried query parameters (siteId, cms, preview, ...). */
  href(path: string): string;
  /** The same page on another brand. */
  siteHref(siteId: SiteId): string;
  /** The localized URL of a category of this site, from catalog data. */
  categoryUrl(categoryId: string): string | undefined;
  t(key: UiMessageKey, params?: Record<string, string | number>): string;
}

function indexCategories(nodes: readonly CategoryNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    into.set(node.id, node.url);
    indexCategories(node.children, into);
  }
  return into;
}

export function createPageContext(
  request: RequestContext,
  url: URL,
  pageClass: PageClass,
  categories: readonly CategoryNode[] = [],
): PageContext {
  const categoryUrls = indexCategories(categories);
  const href = (path: string) => withCarriedQuery(path, request.carried);
  return {
    site: SITES[request.siteId],
    siteId: request.siteId,
    locale: request.locale,
    preview: request.preview,
    pageClass,
    currentPath: url.pathname,
    apiTarget: { apiBasePath: readConfig().apiBasePath, siteId: request.siteId, locale: request.locale },
    href,
    siteHref(siteId) {
      const carried = new URLSearchParams(request.carried);
      carried.set('siteId', siteId);
      return withCarriedQuery(`/${request.locale}`, carried);
    },
    categoryUrl(categoryId) {
      const path = categoryUrls.get(categoryId);
      return path ? href(path) : undefined;
    },
    t: (key, params) => uiText(request.locale, key, params),
  };
}
