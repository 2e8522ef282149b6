import { issue, type Rule } from '../issue';
import { charLength } from '../text';

// Length rules leave empty values to requiredRule, so optional fields pass when blank.

export function minLengthRule(min: number): Rule {
  return (value) => (value !== '' && charLength(value) < min ? issue('minLength', { min }) : null);
}

export function maxLengthRule(max: number): Rule {
  return (value) => (charLength(value) > max ? issue('maxLength', { max }) : null);
}

export function exactLengthRule(length: number): Rule {
  return (value) => (value !== '' && charLength(value) !== length ? issue('exactLength', { length }) : null);
}
