import { LOCALES, type LocaleCode } from '@shared/i18n/sites';
import { dateFormatForLocale, type DateFormat } from '../dates/date-format';
import type { FieldIssues, ValidationIssue } from '../issue';
import { DEFAULT_COUNTRY_LIST, type CountryListEntry } from '../phone/countries';
import { phoneRule } from '../phone/phone-rule';
import { postalCodeRule } from '../postal-code';
import { birthDateRule, type BirthDateCountryConfig } from '../rules/birth-date';
import { nameRule } from '../rules/name';

/** The editable fields of the account profile (spec §3 consumerDetails and preferences). */
export interface ProfileInput {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly phone?: string;
  readonly birthDate?: string;
  readonly postalCode?: string;
  readonly gender?: string;
  readonly preferredShoeSize?: string;
}

export type ProfileField = keyof ProfileInput;

export interface ProfileConfig {
  readonly locale: LocaleCode;
  /** Injected so tests and the server decide what "today" is. */
  readonly today: Date;
  /** The country's birth-date settings (minimal age, earliest date); configuration, not spec. */
  readonly birthDate?: BirthDateCountryConfig | undefined;
  readonly dateFormat?: DateFormat;
  readonly countries?: readonly CountryListEntry[];
}

/**
 * Profile update rules. A blank field is not sent (the update changes only the fields it
 * carries, and sends nothing when all are blank: spec §5), so blank passes everywhere, even
 * where sign-up requires the field; a filled one must be valid for the locale's country.
 */
export function validateProfile(input: ProfileInput, config: ProfileConfig): FieldIssues<ProfileField> {
  const country = LOCALES[config.locale].country;
  const birthDate = birthDateRule({
    format: config.dateFormat ?? dateFormatForLocale(config.locale),
    config: config.birthDate ? { ...config.birthDate, required: false } : undefined,
    today: config.today,
  });
  const checks: Record<ProfileField, ValidationIssue | null> = {
    firstName: nameRule(input.firstName ?? ''),
    lastName: nameRule(input.lastName ?? ''),
    phone: phoneRule(country, config.countries ?? DEFAULT_COUNTRY_LIST)(input.phone ?? ''),
    birthDate: birthDate(input.birthDate ?? ''),
    postalCode: postalCodeRule(country)(input.postalCode ?? ''),
    gender: null,
    preferredShoeSize: null,
  };
  const issues: FieldIssues<ProfileField> = {};
  for (const [field, found] of Object.entries(checks) as [ProfileField, ValidationIssue | null][]) {
    if (found) issues[field] = found;
  }
  return issues;
}
