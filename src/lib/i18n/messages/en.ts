/**
 * Validation messages in English: the source of truth. Every other language must have exactly
 * these keys (checked by the `satisfies ValidationMessages` of each catalogue) and the same
 * {placeholders} (checked by tests).
 */
export const en = {
  // Generic rules (spec §5 default messages)
  required: 'This field is required',
  minLength: 'Please enter at least {min} characters.',
  maxLength: 'Please enter no more than {max} characters.',
  exactLength: 'Please enter exactly {length} characters.',
  minNumber: 'Please enter a number greater than or equal to {min}.',
  maxNumber: 'Please enter a number less than or equal to {max}.',
  earliestDate: 'Please enter a date on or after {date}.',
  latestDate: 'Please enter a date on or before {date}.',
  patternMismatch: 'Please match the requested format.',
  sameAs: 'The values do not match.',
  // Fields
  emailInvalid: 'Email is not valid',
  nameInvalid: 'Name is not valid.',
  passwordRequirements: 'Password does not meet requirements.',
  passwordLength: 'At least {min} characters',
  passwordNumber: 'At least one number',
  passwordUppercase: 'At least one uppercase letter',
  passwordLowercase: 'At least one lowercase letter',
  dateInvalid: 'Date should match {format} and be a valid date.',
  phoneInvalid: 'Phone number is not valid.',
  postalCodeInvalid: 'Postal code is not valid.',
  // Coded messages (spec §5 "Other codes")
  cardExpiryInvalid: 'Card expiry date is not valid.',
  passwordsDoNotMatch: "Passwords don't match.",
  passwordTooShort: 'Password must be at least {min} characters.',
  birthDateInvalidAge: 'You must be at least {age} years old.',
  birthDateMissing: 'Please enter your birth date.',
  reviewTooLong: 'Your review must be no longer than {max} characters.',
  // Apple Pay contact
  applePayCountryError: 'Apple Pay orders can only be delivered to {country}.',
  applePayBillingCountryError: 'This billing country is not supported.',
  applePayCityNameLength: 'City name must be no longer than {max} characters.',
  applePayFieldInvalid: 'Please use only letters, digits, spaces and basic punctuation.',
} as const;

export type MessageKey = keyof typeof en;
export type ValidationMessages = Record<MessageKey, string>;
