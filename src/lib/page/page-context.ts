import { SITES, type LocaleCode, type SiteId, type SiteInfo } from '../../shared/i18n/sites';
import { withCarriedQuery } from '../../shared/routing/carried-query';
import type { PageClass } from '../../shared/routing/page-class';
import { readConfig } from '../../shared/config.server';
import type { ApiClient } from '../api/client';
import type { ApiTarget } from '@islands/shared/api-target';
import type { PreviewAccess } from '../content/preview-access';
import { uiText, type UiMessageKey } from '../../shared/i18n/messages/ui';

/**
 * What every view, layout part, component, block and block load knows about the page being
 * rendered: one context for all of them.
 */
export interface PageContext {
  readonly site: SiteInfo;
  readonly siteId: SiteId;
  readonly locale: LocaleCode;
  readonly preview: boolean;
  readonly pageClass: PageClass;
  readonly currentPath: string;
  /** The product of a product page, for the blocks of its canvas (recommendations, upsells). */
  readonly productId?: string | undefined;
  /** The commerce API as this page reads it on the server; absent where a block is rendered on its own (block previews). */
  readonly api?: ApiClient | undefined;
  /** The editor's preview access, for content reads in preview (drafts); undefined when published content is shown. */
  readonly previewAccess?: PreviewAccess | undefined;
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

export interface PageContextInput {
  readonly siteId: SiteId;
  readonly locale: LocaleCode;
  readonly preview: boolean;
  readonly pageClass: PageClass;
  readonly currentPath?: string;
  /** Query parameters every internal link keeps (siteId, cms, preview, ...). */
  readonly carried?: URLSearchParams;
  /** The catalog tree, for category links. */
  readonly categories?: readonly CategoryLink[];
  readonly api?: ApiClient | undefined;
  readonly previewAccess?: PreviewAccess | undefined;
  readonly productId?: string | undefined;
}

/** What category links need of the catalog tree (a CategoryNode is one). */
export interface CategoryLink {
  readonly id: string;
  readonly url: string;
  readonly children: readonly CategoryLink[];
}

function indexCategories(nodes: readonly CategoryLink[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    into.set(node.id, node.url);
    indexCategories(node.children, into);
  }
  return into;
}

export function createPageContext(input: PageContextInput): PageContext {
  const carried = input.carried ?? new URLSearchParams();
  const categoryUrls = indexCategories(input.categories ?? []);
  const href = (path: string) => withCarriedQuery(path, carried);
  return {
    site: SITES[input.siteId],
    siteId: input.siteId,
    locale: input.locale,
    preview: input.preview,
    pageClass: input.pageClass,
    currentPath: input.currentPath ?? `/${input.locale}`,
    productId: input.productId,
    api: input.api,
    previewAccess: input.previewAccess,
    apiTarget: { apiBasePath: readConfig().apiBasePath, siteId: input.siteId, locale: input.locale },
    href,
    siteHref(siteId) {
      const query = new URLSearchParams(carried);
      query.set('siteId', siteId);
      return withCarriedQuery(`/${input.locale}`, query);
    },
    categoryUrl(categoryId) {
      const path = categoryUrls.get(categoryId);
      return path ? href(path) : undefined;
    },
    t: (key, params) => uiText(input.locale, key, params),
  };
}

/** The context of a product page's canvas: its blocks follow the product. */
export function withProduct(ctx: PageContext, productId: string): PageContext {
  return { ...ctx, productId };
}
