import { z } from 'zod';
import type { DateFormat } from '../dates/date-format';
import { firstIssue, type Rule } from '../issue';
import { DEFAULT_COUNTRY_LIST, type CountryListEntry } from '../phone/countries';
import { phoneRule } from '../phone/phone-rule';
import { postalCodeFormat, postalCodeRule } from '../postal-code';
import { applyTransform } from '../text';
import { birthDateRule, type BirthDateRuleOptions } from '../rules/birth-date';
import { cardExpiryRule } from '../rules/card-expiry';
import { dateRule } from '../rules/date';
import { requiredEmailRule, signInEmailRule } from '../rules/email';
import { requiredNameRule } from '../rules/name';
import { passwordRule, signInPasswordRule } from '../rules/password';
import { requiredRule } from '../rules/required';
import { reviewTextRule } from '../rules/review';
import { toZodIssue } from './to-zod-issue';

interface RuleFieldOptions {
  /** Applied before the rules, and the parsed value is the transformed one. */
  readonly transform?: (value: string) => string;
}

/** A string field (absent counts as empty) checked by exactly the rules the forms use. */
export function ruleField(rule: Rule, { transform = (v) => v }: RuleFieldOptions = {}) {
  return z
    .string()
    .optional()
    .transform((value) => transform(value ?? ''))
    .check((ctx) => {
      const found = rule(ctx.value);
      if (found) ctx.issues.push(toZodIssue(found, ctx.value));
    });
}

function requiredOr(rule: Rule, required: boolean): Rule {
  return required ? (value) => firstIssue(value, [requiredRule, rule]) : rule;
}

interface RequiredOption {
  readonly required?: boolean;
}

export const emailField = () => ruleField(requiredEmailRule);
export const signInEmailField = () => ruleField(signInEmailRule);
export const nameField = () => ruleField(requiredNameRule);
export const passwordField = () => ruleField(passwordRule);
export const signInPasswordField = () => ruleField(signInPasswordRule);
export const cardExpiryField = (today: Date) => ruleField(requiredOr(cardExpiryRule(today), true));
export const reviewTextField = (maxLength: number, { required = true }: RequiredOption = {}) =>
  ruleField(requiredOr(reviewTextRule(maxLength), required));
export const dateField = (format: DateFormat, { required = true }: RequiredOption = {}) =>
  ruleField(requiredOr(dateRule(format), required));
export const birthDateField = (options: BirthDateRuleOptions) => ruleField(birthDateRule(options));

export function phoneField(
  country: string,
  { required = true, countries = DEFAULT_COUNTRY_LIST }: RequiredOption & { readonly countries?: readonly CountryListEntry[] } = {},
) {
  return ruleField(requiredOr(phoneRule(country, countries), required));
}

/** Parses to the transformed code ('k1a 0b1' becomes 'K1A 0B1' for Canada). */
export function postalCodeField(country: string, { required = true }: RequiredOption = {}) {
  const format = postalCodeFormat(country);
  return ruleField(requiredOr(postalCodeRule(country, format), required), {
    transform: (value) => applyTransform(value.trim(), format?.transform),
  });
}
