import { LOCALES, type LocaleCode } from '@shared/i18n/sites';
import { dateFormatForLocale, type DateFormat } from '../dates/date-format';
import type { FieldIssues, ValidationIssue } from '../issue';
import { DEFAULT_COUNTRY_LIST, type CountryListEntry } from '../phone/countries';
import { joinPhoneCode } from '../phone/normalise-phone';
import { isValidPhone, phoneRule } from '../phone/phone-rule';
import { postalCodeRule } from '../postal-code';
import { birthDateRule, type BirthDateConfigByCountry } from '../rules/birth-date';
import { requiredEmailRule } from '../rules/email';
import { requiredNameRule } from '../rules/name';
import { passwordRule } from '../rules/password';
import { isEmptyValue, requiredRule } from '../rules/required';

/** The sign-up form of spec §3. */
export interface SignUpInput {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly birthDate?: string;
  readonly phone?: string;
  /** Dial code chosen next to the phone, '+44'. */
  readonly phoneCode?: string;
  readonly email?: string;
  readonly password?: string;
  readonly newsletter?: boolean;
  readonly loyaltyTerms?: boolean;
  readonly brandTerms?: boolean;
  readonly policy?: boolean;
  readonly postalCode?: string;
  readonly gender?: string;
  /** The SMS opt-in checkbox. */
  readonly optInAccepted?: boolean;
}

export type SignUpField = Exclude<keyof SignUpInput, 'phoneCode'>;
export type AgreementField = 'newsletter' | 'loyaltyTerms' | 'brandTerms' | 'policy';

/** What varies by site and locale; all of it is configuration, none of it is in the spec. */
export interface SignUpConfig {
  readonly locale: LocaleCode;
  /** Injected so tests and the server decide what "today" is. */
  readonly today: Date;
  readonly phoneRequiredLocales?: readonly LocaleCode[];
  readonly genderRequiredLocales?: readonly LocaleCode[];
  /** The SMS opt-in must be ticked whenever a valid phone is entered. */
  readonly smsOptInRequired?: boolean;
  readonly birthDateByCountry?: BirthDateConfigByCountry;
  /** Agreement checkboxes flagged as mandatory. */
  readonly requiredAgreements?: readonly AgreementField[];
  readonly postalCodeRequired?: boolean;
  readonly dateFormat?: DateFormat;
  readonly countries?: readonly CountryListEntry[];
}

function requiredThen(value: string, required: boolean, rule: (value: string) => ValidationIssue | null) {
  if (isEmptyValue(value)) return required ? requiredRule(value) : null;
  return rule(value);
}

export function validateSignUp(input: SignUpInput, config: SignUpConfig): FieldIssues<SignUpField> {
  const { locale } = config;
  const country = LOCALES[locale].country;
  const countries = config.countries ?? DEFAULT_COUNTRY_LIST;
  const phone = joinPhoneCode(input.phoneCode, input.phone ?? '');
  const checks: Record<SignUpField, ValidationIssue | null> = {
    firstName: requiredNameRule(input.firstName ?? ''),
    lastName: requiredNameRule(input.lastName ?? ''),
    email: requiredEmailRule(input.email ?? ''),
    password: passwordRule(input.password ?? ''),
    birthDate: birthDateRule({
      format: config.dateFormat ?? dateFormatForLocale(locale),
      config: config.birthDateByCountry?.[country],
      today: config.today,
    })(input.birthDate ?? ''),
    phone: requiredThen(phone, config.phoneRequiredLocales?.includes(locale) ?? false, phoneRule(country, countries)),
    postalCode: requiredThen(input.postalCode ?? '', config.postalCodeRequired ?? false, postalCodeRule(country)),
    gender: config.genderRequiredLocales?.includes(locale) ? requiredRule(input.gender ?? '') : null,
    optInAccepted:
      config.smsOptInRequired && isValidPhone(phone, country, countries) ? requiredRule(input.optInAccepted ?? false) : null,
    newsletter: null,
    loyaltyTerms: null,
    brandTerms: null,
    policy: null,
  };
  for (const agreement of config.requiredAgreements ?? []) checks[agreement] = requiredRule(input[agreement] ?? false);

  const issues: FieldIssues<SignUpField> = {};
  for (const [field, found] of Object.entries(checks) as [SignUpField, ValidationIssue | null][]) {
    if (found) issues[field] = found;
  }
  return issues;
}
