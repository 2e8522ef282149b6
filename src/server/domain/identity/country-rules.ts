import { countryName } from '../../../shared/i18n/country-name';
import type { LocaleCode } from '../../../shared/i18n/sites';
import { ADDRESS_FIELDS, defaultAddressRules } from '../../../shared/validation/forms/address';
import { DEFAULT_COUNTRY_LIST, findCountry, fixedPhoneMask } from '../../../shared/validation/phone/countries';
import { ApiError } from '../../http/api-error';

/** The country list with names in the locale's language, dial codes and a phone mask where it fixes the length. */
export function countryList(locale: LocaleCode) {
  return DEFAULT_COUNTRY_LIST.map((entry) => {
    const phoneMask = fixedPhoneMask(entry);
    return { name: countryName(entry.code, locale) ?? entry.name, dialCode: entry.dialCode, code: entry.code, ...(phoneMask ? { phoneMask } : {}) };
  });
}

/** The address rules the validation module applies for a country, as data (patterns as strings); API404 for an unknown country. */
export function addressRulesOf(countryCode: string) {
  const code = countryCode.toUpperCase();
  if (!findCountry(DEFAULT_COUNTRY_LIST, code)) throw new ApiError('API404', `No address rules for country '${code}'.`, { field: 'countryCode' });
  const rules = defaultAddressRules(code);
  // A phone mask here fixes the length in the forms (addressRules): only where the length is fixed.
  const phoneMask = fixedPhoneMask(findCountry(DEFAULT_COUNTRY_LIST, code)!);
  const fields = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const spec = field === 'phone' ? { ...rules.phone, mask: phoneMask } : rules[field];
      return [field, {
        required: spec.required,
        ...(spec.minLength === undefined ? {} : { minLength: spec.minLength }),
        ...(spec.maxLength === undefined ? {} : { maxLength: spec.maxLength }),
        ...(spec.pattern ? { pattern: spec.pattern.source } : {}),
        ...(spec.mask ? { mask: spec.mask } : {}),
        ...(spec.transform ? { transform: spec.transform } : {}),
      }];
    }),
  );
  return { countryCode: code, fields };
}
