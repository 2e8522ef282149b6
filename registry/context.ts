import type { PageClass } from '../src/shared/routing/page-class';
import { withCarriedQuery } from '../src/shared/routing/carried-query';

/** What a block knows about the page it renders on. */
export interface BlockContext {
  readonly siteId: string;
  readonly locale: string;
  readonly preview: boolean;
  readonly pageClass: PageClass;
  /** The product a product page shows (recommendations and upsells follow it); absent elsewhere. */
  readonly productId?: string | undefined;
  /** An internal link that keeps the carried query parameters (siteId, cms, preview, ...). */
  href(path: string): string;
  /** The storefront URL of a category from the catalog the page passed in; undefined if unknown. */
  categoryUrl(categoryId: string): string | undefined;
}

export interface BlockContextInput {
  readonly siteId: string;
  readonly locale: string;
  readonly preview: boolean;
  readonly pageClass: PageClass;
  readonly carried?: URLSearchParams;
  /** Category id → storefront path (e.g. from the catalog tree); nested trees can be flattened with flattenCategoryUrls. */
  readonly categoryUrls?: ReadonlyMap<string, string>;
}

export function createBlockContext(input: BlockContextInput): BlockContext {
  const carried = input.carried ?? new URLSearchParams();
  const urls = input.categoryUrls ?? new Map<string, string>();
  return {
    siteId: input.siteId,
    locale: input.locale,
    preview: input.preview,
    pageClass: input.pageClass,
    href: (path) => withCarriedQuery(path, carried),
    categoryUrl: (categoryId) => {
      const url = urls.get(categoryId);
      return url === undefined ? undefined : withCarriedQuery(url, carried);
    },
  };
}

interface CategoryLike {
  readonly id: string;
  readonly url: string;
  readonly children?: readonly CategoryLike[];
}

/** Category id → url for a whole category tree (GET /products/v2/catalog). */
export function flattenCategoryUrls(categories: readonly CategoryLike[]): Map<string, string> {
  const urls = new Map<string, string>();
  const visit = (nodes: readonly CategoryLike[]) => {
    for (const node of nodes) {
      urls.set(node.id, node.url);
      if (node.children) visit(node.children);
    }
  };
  visit(categories);
  return urls;
}
