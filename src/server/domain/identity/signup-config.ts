import type { LocaleCode } from '../../../lib/i18n/sites';
import type { SignUpConfig } from '../../../lib/validation/forms/sign-up';
import type { BirthDateConfigByCountry } from '../../../lib/validation/rules/birth-date';

/**
 * Sign-up settings §5 leaves to configuration, per country and locale. The storefront gets
 * the same values (they are the validation module's SignUpConfig), so both sides agree.
 */
export const BIRTH_DATE_BY_COUNTRY: BirthDateConfigByCountry = {
  US: { required: false, minimalAge: 13, minDate: '1900-01-01' },
  CA: { required: false, minimalAge: 13, minDate: '1900-01-01' },
  GB: { required: true, minimalAge: 16, minDate: '1900-01-01' },
  FR: { required: true, minimalAge: 15, minDate: '1900-01-01' },
  DE: { required: true, minimalAge: 16, minDate: '1900-01-01' },
  IT: { required: true, minimalAge: 14, minDate: '1900-01-01' },
};

export const PHONE_REQUIRED_LOCALES: readonly LocaleCode[] = ['it-it'];

export function signUpConfigFor(locale: LocaleCode, today = new Date()): SignUpConfig {
  return {
    locale,
    today,
    phoneRequiredLocales: PHONE_REQUIRED_LOCALES,
    smsOptInRequired: false,
    birthDateByCountry: BIRTH_DATE_BY_COUNTRY,
    requiredAgreements: [],
  };
}
