import { calendarDateOf } from '../dates/calendar-date';
import { issue, type Rule } from '../issue';

/**
 * FE309: `MM/YY`, a real month, not before the current month (a card is valid through its month).
 * Blank passes (see requiredRule).
 */
export function cardExpiryRule(today: Date): Rule {
  return (value) => {
    if (value.trim() === '') return null;
    const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
    if (!match) return issue('cardExpiryInvalid');
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    const now = calendarDateOf(today);
    const inPast = year < now.year || (year === now.year && month < now.month);
    return month < 1 || month > 12 || inPast ? issue('cardExpiryInvalid') : null;
  };
}
