import { firstIssue, type FieldIssues, type ValidationIssue } from '../issue';
import { requiredEmailRule } from '../rules/email';
import { maxLengthRule, minLengthRule } from '../rules/length';
import { nameRule } from '../rules/name';
import { requiredRule } from '../rules/required';

/** The contact-us form (spec §2, §7 POST /consumers-v3/contactus). */
export interface ContactUsInput {
  readonly category?: string;
  readonly subject?: string;
  readonly message?: string;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly orderNo?: string;
}

export type ContactUsField = keyof ContactUsInput;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;
export const CONTACT_ORDER_NO_MAX = 40;

/** Topic and subject chosen, a message of 10 to 4000 characters, a valid email; names and order number optional. */
export function validateContactUs(input: ContactUsInput): FieldIssues<ContactUsField> {
  const message = (input.message ?? '').trim();
  const checks: Record<ContactUsField, ValidationIssue | null> = {
    category: requiredRule(input.category ?? ''),
    subject: requiredRule(input.subject ?? ''),
    message: firstIssue(message, [requiredRule, minLengthRule(CONTACT_MESSAGE_MIN), maxLengthRule(CONTACT_MESSAGE_MAX)]),
    email: requiredEmailRule(input.email ?? ''),
    firstName: nameRule(input.firstName ?? ''),
    lastName: nameRule(input.lastName ?? ''),
    orderNo: maxLengthRule(CONTACT_ORDER_NO_MAX)(input.orderNo ?? ''),
  };
  const issues: FieldIssues<ContactUsField> = {};
  for (const [field, found] of Object.entries(checks) as [ContactUsField, ValidationIssue | null][]) {
    if (found) issues[field] = found;
  }
  return issues;
}
