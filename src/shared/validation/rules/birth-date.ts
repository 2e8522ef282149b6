import { calendarDateOf, compareDates, parseIsoDate, subtractYears } from '../dates/calendar-date';
import { parseDate, type DateFormat } from '../dates/date-format';
import { firstIssue, issue, type Rule } from '../issue';
import { dateRule, earliestDateRule } from './date';

/** Sign-up birth date settings of one country; the values are configuration (spec §5). */
export interface BirthDateCountryConfig {
  readonly required: boolean;
  /** Youngest age allowed to sign up, in whole years. */
  readonly minimalAge?: number;
  /** Earliest birth date accepted, ISO `YYYY-MM-DD`. */
  readonly minDate?: string;
}

/** Keyed by ISO country code; a country without an entry does not ask for a birth date. */
export type BirthDateConfigByCountry = Readonly<Record<string, BirthDateCountryConfig>>;

export interface BirthDateRuleOptions {
  readonly format: DateFormat;
  readonly config: BirthDateCountryConfig | undefined;
  readonly today: Date;
}

/**
 * PRO411 when required and blank; the date format message; the earliest-date message before
 * minDate; PRO410 when later than today minus the minimal age (a birthday today is old enough).
 */
export function birthDateRule({ format, config, today }: BirthDateRuleOptions): Rule {
  return (value) => {
    if (value.trim() === '') return config?.required ? issue('birthDateMissing') : null;
    const minDate = config?.minDate ? parseIsoDate(config.minDate) : null;
    const formatOrRange = firstIssue(value, [dateRule(format), ...(minDate ? [earliestDateRule(minDate, format)] : [])]);
    if (formatOrRange) return formatOrRange;
    const minimalAge = config?.minimalAge;
    if (minimalAge === undefined) return null;
    const latestBirthDate = subtractYears(calendarDateOf(today), minimalAge);
    const birthDate = parseDate(value, format);
    return birthDate && compareDates(birthDate, latestBirthDate) > 0 ? issue('birthDateInvalidAge', { age: minimalAge }) : null;
  };
}
