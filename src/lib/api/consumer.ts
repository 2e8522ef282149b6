import type { AddressInputBody, ConsumerProfile, ProfileUpdate } from '@schemas/commerce/consumer';
import type { EventRegistrationRequest } from '@schemas/commerce/events';
import type { ApiClient } from './client';

/** Spec §7 consumer calls; the access token on the client decides whose data it is. */

export async function getProfile(api: ApiClient, includeLoyaltySummary = true): Promise<ConsumerProfile> {
  const { consumerProfile } = await api.request('/consumers-v3/consumer', { query: { includeLoyaltySummary }, answer: 'consumerProfileResponse' });
  return consumerProfile;
}

const isFilled = (value: unknown) => typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

/** True when the update carries at least one non-empty value. */
export function hasProfileChanges(update: ProfileUpdate): boolean {
  return [...Object.values(update.consumerDetails ?? {}), ...Object.values(update.preferences ?? {}), update.enrollments, update.isEmployeeDiscountTCAccepted].some(isFilled);
}

/** Sends nothing when every field is empty (spec §5); answers the profile after the update. */
export async function updateProfile(api: ApiClient, update: ProfileUpdate): Promise<ConsumerProfile | null> {
  if (!hasProfileChanges(update)) return null;
  const { consumerProfile } = await api.request('/consumers-v3/consumer', { method: 'PUT', body: update, answer: 'consumerProfileResponse' });
  return consumerProfile;
}

export function lookupEmail(api: ApiClient, email: string) {
  return api.request('/consumers-v3/consumer/lookup', { query: { email }, answer: 'lookupResponse' });
}

export function getSubscriptions(api: ApiClient) {
  return api.request('/consumers-v3/consumer/subscription', { answer: 'subscriptionsResponse' });
}

export function setSubscriptions(api: ApiClient, subscriptions: Array<{ type: 'Newsletter' | 'LoyaltyNewsletter'; channel: 'email' | 'sms'; optin: boolean }>) {
  return api.request('/consumers-v3/consumer/subscription', { method: 'PUT', body: { subscriptions }, answer: 'subscriptionsResponse' });
}

export function addAddress(api: ApiClient, address: AddressInputBody) {
  return api.request('/consumers-v3/consumer/address', { method: 'POST', body: address, answer: 'addressIdResponse' });
}

export function updateAddress(api: ApiClient, addressId: string, address: AddressInputBody) {
  return api.request(`/consumers-v3/consumer/address/${encodeURIComponent(addressId)}`, { method: 'PUT', body: address, answer: 'addressIdResponse' });
}

export function deleteAddress(api: ApiClient, addressId: string) {
  return api.request(`/consumers-v3/consumer/address/${encodeURIComponent(addressId)}`, { method: 'DELETE', answer: 'addressIdResponse' });
}

export function updateNotification(api: ApiClient, settings: Record<string, boolean | string>) {
  return api.request('/consumers-v3/consumer/notification', { method: 'PUT', body: settings, answer: 'notificationSettingsResponse' });
}

export function getCountryList(api: ApiClient) {
  return api.request('/consumers-v3/utilities/countryList', { answer: 'countryList' });
}

/** Server address rules for a country: pass `fields` to the validation module's addressRules. */
export function getAddressRules(api: ApiClient, countryCode: string) {
  return api.request(`/consumers-v3/utilities/i18n/${encodeURIComponent(countryCode)}`, { answer: 'addressRulesResponse' });
}

/** retrieveUserData (§7): with an associate's token, the customer by email or consumer id, whom the associate then acts for. */
export function retrieveUserData(api: ApiClient, query: { email?: string; consumerId?: string; storeId?: string }) {
  return api.request('/consumers-v3/consumer/retrieveUserData', { method: 'POST', body: query, answer: 'retrieveUserDataResponse' });
}

export function getStores(api: ApiClient, country?: string) {
  return api.request('/consumers-v3/utilities/stores', { query: { country }, answer: 'storesResponse' });
}

export function getStoreEmployees(api: ApiClient, storeId: string) {
  return api.request(`/consumers-v3/utilities/stores/${encodeURIComponent(storeId)}/employees`, { answer: 'storeEmployeesResponse' });
}

export function getContactCategories(api: ApiClient) {
  return api.request('/consumers-v3/contactus/categorySubject', { answer: 'contactCategories' });
}

export function sendContactRequest(api: ApiClient, request: { category: string; subject: string; message: string; email: string; firstName?: string; lastName?: string; orderNo?: string }) {
  return api.request('/consumers-v3/contactus', { method: 'POST', body: request, answer: 'contactUsResponse' });
}

/** The newsletter block's sign-up; with a signed-in shopper's token, their own email goes on the profile. */
export function subscribeNewsletter(api: ApiClient, request: { email: string; policy: boolean; source?: string }) {
  return api.request('/consumers-v3/newsletter/subscription', { method: 'POST', body: request, answer: 'newsletterSignUpResponse' });
}

/** Spec §7 POST .../event-registration (payload §3); needs the signed-in shopper's client. Repeating it updates the registration. */
export function registerForEvent(api: ApiClient, registration: EventRegistrationRequest) {
  return api.request('/consumers-v3/consumer/event-registration', { method: 'POST', body: registration, answer: 'eventRegistrationResponse' });
}
