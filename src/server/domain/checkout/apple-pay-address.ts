import { APPLE_PAY_CITY_MAX_LENGTH } from '../../../../schemas/constants';
import type { CheckoutAddress } from '../../../../schemas/commerce/checkout';
import type { AddressRuleOverrides } from '../../../shared/validation/forms/address';
import {
  APPLE_PAY_ADDRESS_FIELD, applePayContactError, applePayContactOfAddress, validateApplePayContact, type ApplePayContactField,
} from '../../../shared/validation/forms/apple-pay';
import { ApiError } from '../../http/api-error';

/** The address rules an Apple Pay contact changes (§5: its city may be 50 long). */
export const APPLE_PAY_ADDRESS_RULES: AddressRuleOverrides = { city: { maxLength: APPLE_PAY_CITY_MAX_LENGTH } };

/** What Safari tells before authorisation (onshippingcontactselected): no address lines, no names. */
const REDACTED_FIELDS: readonly ApplePayContactField[] = ['countryCode', 'locality', 'administrativeArea'];

/**
 * Safari's redacted shipping contact: before the shopper authorises, the page learns only the
 * country, region, city and part of the postal code; the full contact comes with the payment.
 */
export function isRedactedContact(address: CheckoutAddress): boolean {
  return !address.addressLine1 && !address.firstName && !address.lastName;
}

/**
 * An APPLE_PAY_EXPRESS shipping contact checked by the §5 Apple Pay rules (the shared ones the page
 * runs too): another country than the store's is applePayCountryError, a long city
 * applePayCityNameLength, any other bad field applePayShippingContactInvalid, named by its field.
 * A redacted contact is checked on the fields it has.
 */
export function assertApplePayShippingContact(address: CheckoutAddress, storeCountry: string, index: number): void {
  const issues = validateApplePayContact(applePayContactOfAddress(address), { kind: 'shipping', storeCountry });
  if (isRedactedContact(address)) {
    for (const field of Object.keys(issues) as ApplePayContactField[]) if (!REDACTED_FIELDS.includes(field)) delete issues[field];
  }
  const found = applePayContactError(issues, 'shipping');
  if (found) throw new ApiError(found.errorId, undefined, { field: `addresses.${index}.${APPLE_PAY_ADDRESS_FIELD[found.field]}` });
}

/** The identity rules' refusal of an Apple Pay contact, as the §8 invalid shipping contact (same field). */
export function asInvalidApplePayContact(error: unknown): unknown {
  if (error instanceof ApiError && error.errorId === 'API400' && error.field) {
    return new ApiError('applePayShippingContactInvalid', error.message, { field: error.field });
  }
  return error;
}
