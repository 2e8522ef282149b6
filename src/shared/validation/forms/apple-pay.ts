import { APPLE_PAY_CITY_MAX_LENGTH } from '@schemas/constants';
import { issue, type FieldIssues } from '../issue';
import { DEFAULT_COUNTRY_LIST, findCountry, type CountryListEntry } from '../phone/countries';
import { charLength, isBlank } from '../text';

/** The parts of Apple Pay's ApplePayPaymentContact that the storefront checks. */
export interface ApplePayContact {
  readonly addressLines?: readonly string[];
  readonly locality?: string;
  readonly postalCode?: string;
  readonly givenName?: string;
  readonly familyName?: string;
  readonly countryCode?: string;
  readonly administrativeArea?: string;
}

export type ApplePayContactField = keyof ApplePayContact;

export interface ApplePayContactOptions {
  /** Shipping contacts must be in the store's country; billing ones only in the country list. */
  readonly kind: 'shipping' | 'billing';
  readonly storeCountry: string;
  readonly countries?: readonly CountryListEntry[];
}

// Letters with accents, digits, spaces and basic punctuation.
const APPLE_PAY_TEXT = /^[\p{L}\p{M}\d .,'’`#&()/-]*$/u;

const TEXT_FIELDS = ['locality', 'postalCode', 'givenName', 'familyName', 'administrativeArea'] as const;
const REQUIRED_FIELDS = ['postalCode', 'givenName', 'familyName'] as const;

export function validateApplePayContact(
  contact: ApplePayContact,
  { kind, storeCountry, countries = DEFAULT_COUNTRY_LIST }: ApplePayContactOptions,
): FieldIssues<ApplePayContactField> {
  const issues: FieldIssues<ApplePayContactField> = {};
  const lines = (contact.addressLines ?? []).filter((line) => !isBlank(line));
  if (lines.length === 0) issues.addressLines = issue('required');
  else if (lines.some((line) => !APPLE_PAY_TEXT.test(line))) issues.addressLines = issue('applePayFieldInvalid');

  for (const field of TEXT_FIELDS) {
    const value = contact[field] ?? '';
    if (!APPLE_PAY_TEXT.test(value)) issues[field] = issue('applePayFieldInvalid');
  }
  for (const field of REQUIRED_FIELDS) {
    if (isBlank(contact[field])) issues[field] = issue('required');
  }
  if (!issues.locality && charLength(contact.locality ?? '') > APPLE_PAY_CITY_MAX_LENGTH) {
    issues.locality = issue('applePayCityNameLength', { max: APPLE_PAY_CITY_MAX_LENGTH });
  }

  const country = (contact.countryCode ?? '').toUpperCase();
  if (kind === 'shipping' && country !== storeCountry.toUpperCase()) {
    issues.countryCode = issue('applePayCountryError', { country: storeCountry.toUpperCase() });
  } else if (kind === 'billing' && !findCountry(countries, country)) {
    issues.countryCode = issue('applePayBillingCountryError');
  }
  return issues;
}

/** Where a contact field lands in a §3 address (and the ApplePayError contactField that names it). */
export const APPLE_PAY_ADDRESS_FIELD: Readonly<Record<ApplePayContactField, string>> = {
  addressLines: 'addressLine1', locality: 'city', postalCode: 'postalCode', givenName: 'firstName',
  familyName: 'lastName', countryCode: 'country', administrativeArea: 'stateCode',
};

/** The §8 id of a contact's first problem: the country and the city have their own, any other field is an invalid contact. */
export type ApplePayContactErrorId = 'applePayCountryError' | 'applePayCityNameLength' | 'applePayShippingContactInvalid' | 'applePayBillingContactInvalid';

export function applePayContactError(
  issues: FieldIssues<ApplePayContactField>, kind: ApplePayContactOptions['kind'],
): { readonly errorId: ApplePayContactErrorId; readonly field: ApplePayContactField } | null {
  if (kind === 'shipping' && issues.countryCode) return { errorId: 'applePayCountryError', field: 'countryCode' };
  if (issues.locality?.key === 'applePayCityNameLength') return { errorId: 'applePayCityNameLength', field: 'locality' };
  const field = (Object.keys(APPLE_PAY_ADDRESS_FIELD) as ApplePayContactField[]).find((name) => issues[name]);
  if (!field) return null;
  return { errorId: kind === 'shipping' ? 'applePayShippingContactInvalid' : 'applePayBillingContactInvalid', field };
}

/** The Apple Pay contact of a §3 address (the server checks an APPLE_PAY_EXPRESS address with the rules above). */
export function applePayContactOfAddress(address: {
  addressLine1?: string | undefined; addressLine2?: string | undefined; city?: string | undefined; postalCode?: string | undefined;
  firstName?: string | undefined; lastName?: string | undefined; country?: string | undefined; stateCode?: string | undefined;
}): ApplePayContact {
  return {
    addressLines: [address.addressLine1 ?? '', address.addressLine2 ?? ''].filter((line) => line !== ''),
    locality: address.city ?? '', postalCode: address.postalCode ?? '', givenName: address.firstName ?? '',
    familyName: address.lastName ?? '', countryCode: address.country ?? '', administrativeArea: address.stateCode ?? '',
  };
}
