import type { AddressInputBody, ConsumerAddress } from '../../schemas/commerce/consumer';
import { ADDRESS_FIELDS, type AddressField, type AddressInput } from '../../src/shared/validation/forms/address';
import { formatPhoneAsYouType } from '../../src/shared/validation/phone/format-phone';

export type AddressType = 'S' | 'B';
export type AddressValues = Record<AddressField, string> & { approachType: AddressType; main: boolean };

/** A new address starts in the shopper's country with the profile's name, email and phone. */
export interface AddressDefaults {
  readonly country: string;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
}

export function emptyAddress(defaults: AddressDefaults): AddressValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<AddressField, string>;
  return {
    ...values,
    country: defaults.country,
    firstName: defaults.firstName ?? '',
    lastName: defaults.lastName ?? '',
    email: defaults.email ?? '',
    phone: defaults.phone ? formatPhoneAsYouType(defaults.phone, defaults.country) : '',
    approachType: 'S',
    main: false,
  };
}

export function addressValues(address: ConsumerAddress): AddressValues {
  const country = (address.countryCode ?? address.country ?? '').toUpperCase();
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field] ?? ''])) as Record<AddressField, string>;
  return {
    ...values,
    country,
    phone: address.phone ? formatPhoneAsYouType(address.phone, country) : '',
    approachType: address.approachType,
    main: address.main,
  };
}

/** The POST/PUT body: trimmed fields, blanks left out. */
export function addressBody(values: AddressValues): AddressInputBody {
  const body: Record<string, string | boolean> = { country: values.country, approachType: values.approachType };
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    if (value !== '' && field !== 'country') body[field] = value;
  }
  if (values.main) body.main = true;
  return body as AddressInputBody;
}

export function addressInput(values: AddressValues): AddressInput {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field]]));
}

/** Shipping first, then billing; the main address of each type first. */
export function sortAddresses(addresses: readonly ConsumerAddress[]): ConsumerAddress[] {
  const rank = (address: ConsumerAddress) => (address.approachType === 'S' ? 0 : 2) + (address.main ? 0 : 1);
  return addresses.map((address, index) => ({ address, index }))
    .sort((a, b) => rank(a.address) - rank(b.address) || a.index - b.index)
    .map(({ address }) => address);
}
