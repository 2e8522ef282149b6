/**
 * Calendar days of an event (spec §2 event sign-up, §3 event content). Dates are ISO calendar
 * dates (YYYY-MM-DD), compared in UTC: an event is open until the end of its last day and has
 * ended once that day is before today. Shared by the block, the join form and the API.
 */

/** A valid calendar date YYYY-MM-DD (no 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's calendar date in UTC. */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** True once the event's last day is before today. */
export function hasEnded(event: { readonly endDate: string }, now: Date): boolean {
  return event.endDate < todayOf(now);
}

/** At most this many days are listed: a longer event is not a sign-up event. */
export const MAX_EVENT_DAYS = 31;

/** Every day from startDate to endDate, both included (at most MAX_EVENT_DAYS). */
export function eventDays(event: { readonly startDate: string; readonly endDate: string }): string[] {
  const days: string[] = [];
  const day = new Date(`${event.startDate}T00:00:00Z`);
  while (days.length < MAX_EVENT_DAYS) {
    const iso = day.toISOString().slice(0, 10);
    if (iso > event.endDate) break;
    days.push(iso);
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** Whether the shopper picks days: only when the event spans two or more days. */
export function isMultiDay(event: { readonly startDate: string; readonly endDate: string }): boolean {
  return event.endDate > event.startDate;
}

/** The payload's attendingDays is a joined list; this is its separator. */
export const ATTENDING_DAYS_SEPARATOR = ',';

export function joinDays(days: readonly string[]): string {
  return [...days].sort().join(ATTENDING_DAYS_SEPARATOR);
}

export function splitDays(joined: string): string[] {
  return joined.split(ATTENDING_DAYS_SEPARATOR).map((day) => day.trim()).filter(Boolean);
}

/** The event's dates for people: one day, or a range, in the page locale (UTC, so the day never shifts). */
export function formatEventDates(event: { readonly startDate: string; readonly endDate: string }, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const start = new Date(`${event.startDate}T00:00:00Z`);
  if (!isMultiDay(event)) return format.format(start);
  return format.formatRange(start, new Date(`${event.endDate}T00:00:00Z`));
}

/** One day as the day picker shows it: weekday, day and month. */
export function formatEventDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
