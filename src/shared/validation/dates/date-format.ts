import { LOCALES, type LocaleCode, type Region } from '@shared/i18n/sites';
import { isRealDate, type CalendarDate } from './calendar-date';

export type DateFormat = 'DD/MM/YYYY' | 'MM/DD/YYYY';

/** Month first by default; EMEA shows day first (spec §5). */
export function dateFormatForRegion(region: Region): DateFormat {
  return region === 'EMEA' ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
}

export function dateFormatForLocale(locale: LocaleCode): DateFormat {
  return dateFormatForRegion(LOCALES[locale].region);
}

/** A real calendar date written exactly in `format`, or null. */
export function parseDate(value: string, format: DateFormat): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = format === 'DD/MM/YYYY' ? { year, month: second, day: first } : { year, month: first, day: second };
  return isRealDate(date) ? date : null;
}

export function formatDate({ year, month, day }: CalendarDate, format: DateFormat): string {
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const yyyy = String(year).padStart(4, '0');
  return format === 'DD/MM/YYYY' ? `${dd}/${mm}/${yyyy}` : `${mm}/${dd}/${yyyy}`;
}
