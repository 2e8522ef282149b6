import { SIGN_IN_EMAIL_MAX_LENGTH } from '@schemas/constants';
import { firstIssue, issue, type Rule } from '../issue';
import { maxLengthRule } from './length';
import { requiredRule } from './required';

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
// The HTML standard's email pattern, except the domain needs at least two labels.
const EMAIL_PATTERN = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** AUT453 'Email is not valid'. Blank passes (see requiredRule). */
export const emailRule: Rule = (value) => (value.trim() !== '' && !isEmail(value) ? issue('emailInvalid') : null);

/** Required and a valid address: the email of sign-up, newsletter and addresses. */
export const requiredEmailRule: Rule = (value) => firstIssue(value, [requiredRule, emailRule]);

/** Sign-in only checks presence and length; the server decides the rest. */
export const signInEmailRule: Rule = (value) =>
  firstIssue(value, [requiredRule, maxLengthRule(SIGN_IN_EMAIL_MAX_LENGTH)]);
