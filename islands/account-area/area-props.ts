import type { ApiTarget } from '../shared/api-target';
import type { AccountAreaMessages } from '../../src/shared/i18n/messages/account-area';
import type { CheckoutMessages } from '../../src/shared/i18n/messages/checkout/en';
import type { ValidationMessages } from '../../src/shared/i18n/messages';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import type { AddressRuleOverrides } from '../../src/shared/validation/forms/address';
import type { CountryListEntry } from '../../src/shared/validation/phone/countries';
import type { BirthDateCountryConfig } from '../../src/shared/validation/rules/birth-date';

/** What the /account page hands its island: where the API is, texts, reference data, settings. */
export interface AccountAreaProps {
  readonly target: ApiTarget;
  readonly locale: LocaleCode;
  /** Field validation messages of the page language (@shared/i18n/messages). */
  readonly messages: ValidationMessages;
  /** Account area text of the page language (@shared/i18n/messages/account-area). */
  readonly texts: AccountAreaMessages;
  /** Texts of the orders section (the checkout catalogue: orders, statuses, §8 order ids). */
  readonly orderTexts: CheckoutMessages;
  /** Links with the carried query applied. */
  readonly links: Readonly<Record<'home' | 'signIn' | 'smsTerms' | 'contactUs' | 'loyalty', string>>;
  readonly countries: readonly CountryListEntry[];
  /** Server address rules by country (the locale's country at least); others are fetched. */
  readonly addressRules: Readonly<Record<string, AddressRuleOverrides>>;
  readonly shoeSizes: { readonly system: string; readonly sizes: readonly string[] };
  /** Gender values offered, or null where the profile does not ask for a gender. */
  readonly genders: readonly string[] | null;
  /** The interests the brand offers (src/lib/identity/settings.ts), labelled in the page language. */
  readonly interests: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  /** The country's birth-date settings, when configured (the API checks them regardless). */
  readonly birthDate?: BirthDateCountryConfig | undefined;
}
