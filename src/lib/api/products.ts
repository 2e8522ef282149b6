import type { Catalog, ProductSearchResult } from '@schemas/commerce/catalog';
import type { Product, ProductInventory } from '@schemas/commerce/product';
import type { z } from 'zod';
import type { ProductSet, ProductSets } from '@schemas/commerce/catalog';
import type { RecommendationsResponse, RecommendationType } from '@schemas/commerce/recommendations';
import {
  type FlagResponse, type Question, type QuestionsResponse, type ReviewsQuery, type ReviewsResponse, type TranslateResponse, type VoteResponse,
} from '@schemas/commerce/reviews';
import type { AutoSuggestResponse, ProductSearchResponse, SearchSort } from '@schemas/commerce/search';
import { type availabilityBodySchema, type AvailabilityResponse, type StoreInventoryResponse } from '@schemas/commerce/stores';
import type { ApiClient } from './client';

/** Spec §7 product calls of the typed client; locale and brand come from the client. */
export function getProductDetails(api: ApiClient, productId: string): Promise<Product> {
  return api.request(`/products/v2/products/${encodeURIComponent(productId)}/details`, { answer: 'product' });
}

export function getProductInventory(api: ApiClient, productId: string): Promise<ProductInventory> {
  return api.request(`/products/v2/products/${encodeURIComponent(productId)}/inventory`, { answer: 'productInventory' });
}

export function getCatalog(api: ApiClient): Promise<Catalog> {
  return api.request('/products/v2/catalog', { answer: 'catalog' });
}

export interface ProductSearchQuery {
  query?: string;
  category?: string;
  offset?: number;
  limit?: number;
}

export function searchProducts(api: ApiClient, query: ProductSearchQuery = {}): Promise<ProductSearchResult> {
  return api.request('/products/v2/search/productSearch', { answer: 'productSearchResult', query: { ...query } });
}

// ---- Discovery: faceted search, suggestions, sets, reviews, questions, recommendations, store stock ----

export interface FacetedSearchQuery extends ProductSearchQuery {
  size?: readonly string[];
  color?: readonly string[];
  brand?: readonly string[];
  badge?: readonly string[];
  priceMin?: number;
  priceMax?: number;
  sort?: SearchSort;
}

const joined = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(',') : undefined);

/** productSearch with facets and sort; multi-select values travel comma-separated. */
export function searchProductsFaceted(api: ApiClient, query: FacetedSearchQuery = {}): Promise<ProductSearchResponse> {
  const { size, color, brand, badge, ...rest } = query;
  return api.request('/products/v2/search/productSearch', {
    answer: 'productSearchResponse',
    query: { ...rest, size: joined(size), color: joined(color), brand: joined(brand), badge: joined(badge) },
  });
}

export function autoSuggest(api: ApiClient, query: string): Promise<AutoSuggestResponse> {
  return api.request('/products/v2/search/autoSuggest', { answer: 'autoSuggestResponse', query: { query } });
}

const productPath = (productId: string, rest: string) => `/products/v2/products/${encodeURIComponent(productId)}/${rest}`;

export function getProductSets(api: ApiClient, productId: string): Promise<ProductSets> {
  return api.request(productPath(productId, 'productSets'), { answer: 'productSets' });
}

export function getProductSet(api: ApiClient, productSetId: string): Promise<ProductSet> {
  return api.request(productPath(productSetId, 'productSet'), { answer: 'productSet' });
}

export function checkAvailability(api: ApiClient, productId: string, body: z.input<typeof availabilityBodySchema>): Promise<AvailabilityResponse> {
  return api.request(`/products/v1/products/${encodeURIComponent(productId)}/availability`, { method: 'POST', body, answer: 'availabilityResponse' });
}

export function getStoreInventory(api: ApiClient, productId: string, storeIds: readonly string[]): Promise<StoreInventoryResponse> {
  return api.request(productPath(productId, 'storeInventory'), { answer: 'storeInventoryResponse', query: { storeIds: storeIds.join(',') } });
}

export function getReviews(api: ApiClient, productId: string, query: { offset?: number; limit?: number; sort?: ReviewsQuery['sort']; rating?: readonly number[] } = {}): Promise<ReviewsResponse> {
  const { rating, ...rest } = query;
  return api.request(productPath(productId, 'reviews'), { answer: 'reviewsResponse', query: { ...rest, rating: rating?.join(',') } });
}

export function voteReview(api: ApiClient, productId: string, reviewId: string, helpful: boolean): Promise<VoteResponse> {
  return api.request(productPath(productId, `review/${encodeURIComponent(reviewId)}/vote`), { method: 'POST', body: { helpful }, answer: 'voteResponse' });
}

export function flagReview(api: ApiClient, productId: string, reviewId: string, reason?: string): Promise<FlagResponse> {
  return api.request(productPath(productId, `review/${encodeURIComponent(reviewId)}/flag`), { method: 'POST', body: reason ? { reason } : {}, answer: 'flagResponse' });
}

export function translateReview(api: ApiClient, productId: string, reviewId: string, targetLanguage?: string): Promise<TranslateResponse> {
  return api.request(productPath(productId, `review/${encodeURIComponent(reviewId)}/translate`), {
    method: 'POST',
    body: targetLanguage ? { targetLanguage } : {},
    answer: 'translateResponse',
  });
}

export function getQuestions(api: ApiClient, productId: string, query: { offset?: number; limit?: number } = {}): Promise<QuestionsResponse> {
  return api.request(productPath(productId, 'reviews/questions'), { answer: 'questionsResponse', query: { ...query } });
}

export function askQuestion(api: ApiClient, productId: string, text: string, author?: string): Promise<Question> {
  return api.request(productPath(productId, 'reviews/questions'), { method: 'POST', body: { text, ...(author ? { author } : {}) }, answer: 'question' });
}

export function voteAnswer(api: ApiClient, productId: string, answerId: string, helpful: boolean): Promise<VoteResponse> {
  return api.request(productPath(productId, `review/${encodeURIComponent(answerId)}/questions/vote`), { method: 'POST', body: { helpful }, answer: 'voteResponse' });
}

export function getRecommendations(
  api: ApiClient,
  query: { type: RecommendationType; productId?: string; productIds?: readonly string[]; limit?: number },
): Promise<RecommendationsResponse> {
  const { productIds, ...rest } = query;
  return api.request('/products/v1/widgetRecommendations', { answer: 'recommendationsResponse', query: { ...rest, productIds: productIds?.join(',') } });
}
