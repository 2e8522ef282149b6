import type { z } from 'zod';
import {
  agentSessionSchema,
  authSessionSchema,
  browserSessionSchema,
  messageResponseSchema,
  signInResponseSchema,
  signUpResponseSchema,
} from '@schemas/commerce/auth';
import { cartSchema, savedForLaterSchema, shipmentMethodsSchema } from '@schemas/commerce/cart';
import { catalogSchema, productSearchResultSchema, productSetSchema, productSetsSchema } from '@schemas/commerce/catalog';
import {
  addressIdResponseSchema,
  addressRulesResponseSchema,
  consumerProfileResponseSchema,
  contactCategoriesSchema,
  contactUsResponseSchema,
  countryListSchema,
  lookupResponseSchema,
  newsletterSignUpResponseSchema,
  notificationSettingsResponseSchema,
  retrieveUserDataResponseSchema,
  storeEmployeesResponseSchema,
  storesResponseSchema,
  subscriptionsResponseSchema,
} from '@schemas/commerce/consumer';
import { devOutboxResponseSchema } from '@schemas/commerce/dev';
import { eventRegistrationResponseSchema } from '@schemas/commerce/events';
import { compareResponseSchema, footSizesSchema, searchHubSchema, serverTimeSchema, sizeChartSchema } from '@schemas/commerce/fapi';
import {
  buyLoyaltyVoucherResponseSchema,
  loyaltyResponseSchema,
  loyaltyTokenResponseSchema,
  loyaltyWelcomePromoResponseSchema,
} from '@schemas/commerce/loyalty';
import { notificationResponseSchema } from '@schemas/commerce/notifications';
import { orderSchema, purchaseHistoryResponseSchema, resendGiftCardResponseSchema, returnLabelResponseSchema } from '@schemas/commerce/orders';
import {
  giftCardBalanceResponseSchema, paymentMethodsResponseSchema, paymentSessionResponseSchema, applePaySessionResponseSchema, savedPaymentInstrumentSchema, savedPaymentInstrumentsResponseSchema,
  savePaymentInstrumentResponseSchema,
} from '@schemas/commerce/payments';
import { productInventorySchema, productSchema } from '@schemas/commerce/product';
import { recommendationsResponseSchema } from '@schemas/commerce/recommendations';
import {
  flagResponseSchema, questionSchema,
  questionsResponseSchema,
  reviewsResponseSchema,
  translateResponseSchema,
  voteResponseSchema,
} from '@schemas/commerce/reviews';
import { autoSuggestResponseSchema, productSearchResponseSchema } from '@schemas/commerce/search';
import { availabilityResponseSchema, storeInventoryResponseSchema, storeSearchResponseSchema } from '@schemas/commerce/stores';
import { favoritesSchema, favoritesShareSchema, sharedFavoritesSchema } from '@schemas/commerce/wishlists';
import { articleSearchResponseSchema } from '@schemas/content/articles';
import { canvasSchema } from '@schemas/content/canvas';
import { popupListSchema, showcaseListSchema } from '@schemas/content/document';
import { experimentReportSchema } from '@schemas/commerce/personalisation';

/**
 * The contract of every answer the typed client asks for, by name: `api.request(path, { answer:
 * 'cart' })`. Only the server side checks answers against it (src/middleware.ts gives its client
 * `checkAnswerContract`): there the API may be a remote one the storefront does not trust blindly.
 * The browser talks to its own origin's API, whose answers the API tests hold to these contracts;
 * it gets the names and types only, not the 27 KB of zod (issue 11: the cart page's budget).
 */
export const ANSWER_CONTRACTS = {
  addressIdResponse: addressIdResponseSchema,
  addressRulesResponse: addressRulesResponseSchema,
  agentSession: agentSessionSchema,
  articleSearchResponse: articleSearchResponseSchema,
  authSession: authSessionSchema,
  autoSuggestResponse: autoSuggestResponseSchema,
  availabilityResponse: availabilityResponseSchema,
  browserSession: browserSessionSchema,
  buyLoyaltyVoucherResponse: buyLoyaltyVoucherResponseSchema,
  canvas: canvasSchema,
  optionalCanvas: canvasSchema.optional(),
  cart: cartSchema,
  catalog: catalogSchema,
  compareResponse: compareResponseSchema,
  consumerProfileResponse: consumerProfileResponseSchema,
  contactCategories: contactCategoriesSchema,
  contactUsResponse: contactUsResponseSchema,
  countryList: countryListSchema,
  devOutboxResponse: devOutboxResponseSchema,
  eventRegistrationResponse: eventRegistrationResponseSchema,
  favorites: favoritesSchema,
  favoritesShare: favoritesShareSchema,
  flagResponse: flagResponseSchema,
  footSizes: footSizesSchema,
  giftCardBalanceResponse: giftCardBalanceResponseSchema,
  lookupResponse: lookupResponseSchema,
  loyaltyResponse: loyaltyResponseSchema,
  loyaltyTokenResponse: loyaltyTokenResponseSchema,
  loyaltyWelcomePromoResponse: loyaltyWelcomePromoResponseSchema,
  messageResponse: messageResponseSchema,
  newsletterSignUpResponse: newsletterSignUpResponseSchema,
  notificationResponse: notificationResponseSchema,
  notificationSettingsResponse: notificationSettingsResponseSchema,
  order: orderSchema,
  paymentMethodsResponse: paymentMethodsResponseSchema,
  paymentSessionResponse: paymentSessionResponseSchema,
  applePaySessionResponse: applePaySessionResponseSchema,
  popupList: popupListSchema,
  productInventory: productInventorySchema,
  product: productSchema,
  productSearchResponse: productSearchResponseSchema,
  productSearchResult: productSearchResultSchema,
  productSet: productSetSchema,
  productSets: productSetsSchema,
  purchaseHistoryResponse: purchaseHistoryResponseSchema,
  question: questionSchema,
  questionsResponse: questionsResponseSchema,
  recommendationsResponse: recommendationsResponseSchema,
  retrieveUserDataResponse: retrieveUserDataResponseSchema,
  returnLabelResponse: returnLabelResponseSchema,
  resendGiftCardResponse: resendGiftCardResponseSchema,
  reviewsResponse: reviewsResponseSchema,
  savedForLater: savedForLaterSchema,
  savedPaymentInstrument: savedPaymentInstrumentSchema,
  savedPaymentInstrumentsResponse: savedPaymentInstrumentsResponseSchema,
  savePaymentInstrumentResponse: savePaymentInstrumentResponseSchema,
  searchHub: searchHubSchema,
  serverTime: serverTimeSchema,
  sharedFavorites: sharedFavoritesSchema,
  shipmentMethods: shipmentMethodsSchema,
  showcaseList: showcaseListSchema,
  experimentReport: experimentReportSchema,
  signInResponse: signInResponseSchema,
  signUpResponse: signUpResponseSchema,
  sizeChart: sizeChartSchema,
  storeEmployeesResponse: storeEmployeesResponseSchema,
  storeInventoryResponse: storeInventoryResponseSchema,
  storeSearchResponse: storeSearchResponseSchema,
  storesResponse: storesResponseSchema,
  subscriptionsResponse: subscriptionsResponseSchema,
  translateResponse: translateResponseSchema,
  voteResponse: voteResponseSchema,
} satisfies Record<string, z.ZodType>;

export type AnswerName = keyof typeof ANSWER_CONTRACTS;
export type Answer<N extends AnswerName> = z.output<(typeof ANSWER_CONTRACTS)[N]>;
