import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@schemas/constants';
import { firstIssue, issue, type Rule } from '../issue';
import { maxLengthRule, minLengthRule } from './length';
import { requiredRule } from './required';

// Letters of any script (with combining accents), space, comma, period, apostrophe (straight and
// typographic, which phone keyboards insert), backtick and hyphen; at least one letter.
const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} ,.'’`-]+$/u;

export function isName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** 'Name is not valid.' for characters, length messages for 2–30. Blank passes (see requiredRule). */
export const nameRule: Rule = (value) => {
  if (value.trim() === '') return null;
  if (!isName(value.trim())) return issue('nameInvalid');
  return firstIssue(value.trim(), [minLengthRule(NAME_MIN_LENGTH), maxLengthRule(NAME_MAX_LENGTH)]);
};

export const requiredNameRule: Rule = (value) => firstIssue(value, [requiredRule, nameRule]);
