import { compareDates, type CalendarDate } from '../dates/calendar-date';
import { formatDate, parseDate, type DateFormat } from '../dates/date-format';
import { issue, type Rule } from '../issue';

/** 'Date should match {format} and be a valid date.' Blank passes (see requiredRule). */
export function dateRule(format: DateFormat): Rule {
  return (value) => (value.trim() !== '' && !parseDate(value, format) ? issue('dateInvalid', { format }) : null);
}

/** The date must be on or after `earliest`; unparseable values are left to dateRule. */
export function earliestDateRule(earliest: CalendarDate, format: DateFormat): Rule {
  return (value) => {
    const date = parseDate(value, format);
    return date && compareDates(date, earliest) < 0 ? issue('earliestDate', { date: formatDate(earliest, format) }) : null;
  };
}

export function latestDateRule(latest: CalendarDate, format: DateFormat): Rule {
  return (value) => {
    const date = parseDate(value, format);
    return date && compareDates(date, latest) > 0 ? issue('latestDate', { date: formatDate(latest, format) }) : null;
  };
}
