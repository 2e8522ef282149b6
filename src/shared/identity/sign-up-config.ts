import type { LocaleCode } from '../i18n/sites';
import { LOCALES } from '../i18n/sites';
import type { AgreementField, SignUpConfig } from '../validation/forms/sign-up';
import type { BirthDateConfigByCountry, BirthDateCountryConfig } from '../validation/rules/birth-date';

/**
 * Sign-up settings §5 leaves to configuration, per country and locale: the one place both the
 * API (POST /consumers-v3/auth/signup, profile updates) and the sign-up form read them, so the
 * form shows which fields are required before it submits and both sides apply the same rules.
 */
export const BIRTH_DATE_BY_COUNTRY: BirthDateConfigByCountry = {
  US: { required: false, minimalAge: 13, minDate: '1900-01-01' },
  CA: { required: false, minimalAge: 13, minDate: '1900-01-01' },
  GB: { required: true, minimalAge: 16, minDate: '1900-01-01' },
  FR: { required: true, minimalAge: 15, minDate: '1900-01-01' },
  DE: { required: true, minimalAge: 16, minDate: '1900-01-01' },
  IT: { required: true, minimalAge: 14, minDate: '1900-01-01' },
};

/** Locales where a phone number is required to sign up. */
export const PHONE_REQUIRED_LOCALES: readonly LocaleCode[] = ['it-it'];
/** Locales where the gender must be given. */
export const GENDER_REQUIRED_LOCALES: readonly LocaleCode[] = [];
/** Agreement checkboxes that must be ticked, per locale (none today; the form shows any listed here). */
export const REQUIRED_AGREEMENTS: Readonly<Partial<Record<LocaleCode, readonly AgreementField[]>>> = {};
/** The SMS box must be ticked whenever a valid phone is entered (no locale asks for it today). */
export const SMS_OPT_IN_REQUIRED_LOCALES: readonly LocaleCode[] = [];

/** The sign-up configuration of a locale, as the validation module's SignUpConfig. */
export function signUpConfigFor(locale: LocaleCode, today = new Date()): SignUpConfig {
  return {
    locale,
    today,
    phoneRequiredLocales: PHONE_REQUIRED_LOCALES,
    genderRequiredLocales: GENDER_REQUIRED_LOCALES,
    smsOptInRequired: SMS_OPT_IN_REQUIRED_LOCALES.includes(locale),
    birthDateByCountry: BIRTH_DATE_BY_COUNTRY,
    requiredAgreements: REQUIRED_AGREEMENTS[locale] ?? [],
  };
}

/** What the form needs to know to label fields before submitting. */
export interface SignUpRequirements {
  readonly birthDate: BirthDateCountryConfig | undefined;
  readonly phone: boolean;
  readonly gender: boolean;
  readonly agreements: readonly AgreementField[];
  readonly smsOptIn: boolean;
}

export function signUpRequirements(locale: LocaleCode): SignUpRequirements {
  const config = signUpConfigFor(locale);
  return {
    birthDate: BIRTH_DATE_BY_COUNTRY[LOCALES[locale].country],
    phone: PHONE_REQUIRED_LOCALES.includes(locale),
    gender: GENDER_REQUIRED_LOCALES.includes(locale),
    agreements: config.requiredAgreements ?? [],
    smsOptIn: config.smsOptInRequired ?? false,
  };
}
