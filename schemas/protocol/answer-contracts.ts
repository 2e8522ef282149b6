import type { z } from 'zod';
import { ugcMediaPageSchema, ugcReportResponseSchema, ugcStashSchema, ugcUploadResponseSchema, ugcUserSchema } from '../commerce/ugc';
import {
  agentSessionSchema,
  authSessionSchema,
  browserSessionSchema,
  messageResponseSchema,
  signInResponseSchema,
  signUpResponseSchema,
} from '../commerce/auth';
import { cartSchema, savedForLaterSchema, shipmentMethodsSchema } from '../commerce/cart';
import { catalogSchema, productSearchResultSchema, productSetSchema, productSetsSchema } from '../commerce/catalog';
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
} from '../commerce/consumer';
import { devOutboxResponseSchema } from '../commerce/dev';
import { eventRegistrationResponseSchema } from '../commerce/events';
import { compareResponseSchema, footSizesSchema, locationSelectorSchema, searchHubSchema, serverTimeSchema, sizeChartSchema } from '../commerce/fapi';
import {
  buyLoyaltyVoucherResponseSchema,
  loyaltyResponseSchema,
  loyaltyTokenResponseSchema,
  loyaltyWelcomePromoResponseSchema,
} from '../commerce/loyalty';
import { notificationResponseSchema } from '../commerce/notifications';
import { orderSchema, purchaseHistoryResponseSchema, resendGiftCardResponseSchema, returnLabelResponseSchema, warrantyClaimResponseSchema } from '../commerce/orders';
import {
  giftCardBalanceResponseSchema, paymentMethodsResponseSchema, paymentSessionResponseSchema, paypalSessionResponseSchema, applePaySessionResponseSchema, savedPaymentInstrumentSchema, savedPaymentInstrumentsResponseSchema,
  savePaymentInstrumentResponseSchema,
} from '../commerce/payments';
import { productInventorySchema, productSchema } from '../commerce/product';
import { recommendationsResponseSchema } from '../commerce/recommendations';
import {
  flagResponseSchema, questionSchema,
  questionsResponseSchema,
  reviewsResponseSchema,
  translateResponseSchema,
  voteResponseSchema,
} from '../commerce/reviews';
import { autoSuggestResponseSchema, productSearchResponseSchema } from '../commerce/search';
import { availabilityResponseSchema, storeInventoryResponseSchema, storeSearchResponseSchema } from '../commerce/stores';
import { favoritesSchema, favoritesShareSchema, sharedFavoritesSchema } from '../commerce/wishlists';
import { articleSearchResponseSchema } from '../content/articles';
import { canvasSchema } from '../content/canvas';
import { popupListSchema, showcaseListSchema } from '../content/document';
import { experimentReportSchema } from '../commerce/personalisation';

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
  locationSelector: locationSelectorSchema,
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
  paypalSessionResponse: paypalSessionResponseSchema,
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
  ugcMediaPage: ugcMediaPageSchema,
  ugcReportResponse: ugcReportResponseSchema,
  ugcStash: ugcStashSchema,
  ugcUploadResponse: ugcUploadResponseSchema,
  ugcUser: ugcUserSchema,
  voteResponse: voteResponseSchema,
  warrantyClaimResponse: warrantyClaimResponseSchema,
} satisfies Record<string, z.ZodType>;

export type AnswerName = keyof typeof ANSWER_CONTRACTS;
export type Answer<N extends AnswerName> = z.output<(typeof ANSWER_CONTRACTS)[N]>;
