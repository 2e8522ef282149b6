import type { FieldIssues, ValidationIssue } from '../issue';
import { phoneRule } from '../phone/phone-rule';
import { nameRule, requiredNameRule } from '../rules/name';
import { requiredRule } from '../rules/required';

/** The event join form (spec §2 event sign-up, §5): the fields the shopper fills in. */
export interface EventRegistrationInput {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly phoneNumber?: string;
  /** The guest's name; optional, but if given it must be a name (spec §5 "Event join"). */
  readonly plusOne?: string;
  readonly eventTermsAccepted?: boolean;
  /** Chosen days; only checked when the event asks for them (multi-day events). */
  readonly attendingDays?: readonly string[];
}

export type EventRegistrationField = 'firstName' | 'lastName' | 'phoneNumber' | 'plusOne' | 'eventTermsAccepted' | 'attendingDays';

export interface EventRegistrationRules {
  /** The page's country, for the phone number. */
  readonly country: string;
  /** True for an event of two or more days: at least one day must be chosen. */
  readonly daysRequired: boolean;
}

/** First and last name required names, phone valid when given, guest name a name when given, terms ticked, a day when asked. */
export function validateEventRegistration(input: EventRegistrationInput, rules: EventRegistrationRules): FieldIssues<EventRegistrationField> {
  const checks: Record<EventRegistrationField, ValidationIssue | null> = {
    firstName: requiredNameRule(input.firstName ?? ''),
    lastName: requiredNameRule(input.lastName ?? ''),
    phoneNumber: phoneRule(rules.country)(input.phoneNumber ?? ''),
    plusOne: nameRule(input.plusOne ?? ''),
    eventTermsAccepted: requiredRule(input.eventTermsAccepted ?? false),
    attendingDays: rules.daysRequired ? requiredRule(input.attendingDays ?? []) : null,
  };
  const issues: FieldIssues<EventRegistrationField> = {};
  for (const [field, found] of Object.entries(checks) as [EventRegistrationField, ValidationIssue | null][]) {
    if (found) issues[field] = found;
  }
  return issues;
}
