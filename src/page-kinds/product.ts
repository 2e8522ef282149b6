import { metaDescription } from '@lib/seo/page-meta';
import type { CategoryNode } from '@schemas/commerce/catalog';
import type { SizeChart } from '@schemas/commerce/fapi';
import type { Product } from '@schemas/commerce/product';
import type { QuestionsResponse, ReviewsResponse } from '@schemas/commerce/reviews';
import type { Canvas } from '@schemas/content/canvas';
import { isNotFound, type ApiClient } from '@lib/api/client';
import { getSizeChart } from '@lib/api/fapi';
import { getProductDetails, getQuestions, getReviews } from '@lib/api/products';
import { withProduct } from '@lib/page/page-context';
import { productPath } from '@shared/routing/routes';
import { QUESTIONS_PAGE_SIZE, REVIEWS_PAGE_SIZE } from '@islands/product/reviews/review-texts';
import { sizeChartTypeOf } from '../components/catalog/size-chart-type';
import { categoryTrail } from './category-trail';
import { canvasAround } from './canvas-around';
import { definePageKind } from './page-kind';

export interface ProductPage {
  readonly canvas: Canvas;
  readonly product: Product;
  readonly trail: CategoryNode[];
}

/** Below the fold: started with the page, awaited where they render, never before the first bytes. */
export interface ProductDeferred {
  readonly reviews: Promise<ReviewsResponse | null>;
  readonly questions: Promise<QuestionsResponse | null>;
  readonly sizeChart: Promise<SizeChart | null>;
}

/** Spec §8: product details failures are logged only; the section says it could not load. */
function logged<T>(what: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.warn(`[product] ${what} not loaded:`, error instanceof Error ? error.message : error);
    return null;
  });
}

async function productOrNull(api: ApiClient, id: string): Promise<Product | null> {
  try {
    return await getProductDetails(api, id);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A product page: /{locale}/p/{slug}-{CODE}; a wrong slug redirects to the canonical URL. */
export const productKind = definePageKind<ProductPage, ProductDeferred>({
  name: 'product',
  async load(page) {
    const id = page.match.id!;
    // The canvas is asked for with the product, not after it: the product id is in the URL.
    const canvasPromise = canvasAround(page, 'product', id);
    const product = await productOrNull(page.api, id);
    if (!product) return { outcome: 'not-found' };
    // The slug is the product's English name in every locale (its name is translated, its URL not).
    const canonical = productPath(page.request.locale, product.slug, product.id);
    if (canonical !== page.url.pathname) return { outcome: 'redirect', location: canonical };
    const [canvas, catalog] = await Promise.all([canvasPromise, page.catalog]);
    return { outcome: 'page', data: { canvas, product, trail: categoryTrail(catalog.categories, product.primaryCategoryId) } };
  },
  canvasOf: (data) => data.canvas,
  // The canvas blocks (recommendations, upsells) follow the page's product.
  canvases: (data, ctx) => [{ canvas: data.canvas, ctx: withProduct(ctx, data.product.id) }],
  defer(data, _ctx, { api }) {
    const type = sizeChartTypeOf(data.product);
    return {
      reviews: logged('reviews', getReviews(api, data.product.id, { limit: REVIEWS_PAGE_SIZE, sort: 'newest' })),
      questions: logged('questions', getQuestions(api, data.product.id, { limit: QUESTIONS_PAGE_SIZE })),
      sizeChart: type ? logged(`size chart ${type}`, getSizeChart(api, type)) : Promise.resolve(null),
    };
  },
  meta: (data, _ctx, { url }) => ({ title: data.product.name, description: metaDescription(data.canvas.description) ?? metaDescription(data.product.description), canonicalPath: url.pathname }),
  view: () => import('../views/ProductView.astro'),
  head: () => import('../components/seo/ProductSeo.astro'),
});
