import { issue, type Rule } from '../issue';

/** Empty text, an unticked checkbox, an empty list or no value at all fail. */
export function isEmptyValue(value: unknown): boolean {
  if (value == null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const requiredRule: Rule<unknown> = (value) => (isEmptyValue(value) ? issue('required') : null);
