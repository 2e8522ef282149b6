import { z } from 'zod';
import { applyTransform } from '../text';
import { addressRules, ADDRESS_FIELDS, validateAddress, type AddressRuleOverrides } from '../forms/address';
import { validateContactUs } from '../forms/contact-us';
import { validateEventRegistration, type EventRegistrationRules } from '../forms/event-registration';
import { validateNewsletter } from '../forms/newsletter';
import { validateSignUp, type SignUpConfig } from '../forms/sign-up';
import type { FieldIssues } from '../issue';
import type { CountryListEntry } from '../phone/countries';
import { toZodIssue } from './to-zod-issue';

// Form schemas take the shape loosely and run the very validator the React form runs, so a
// field's message is the same on both sides, and cross-field rules (SMS opt-in) are not repeated.

const text = z.string().optional();
const checkbox = z.boolean().optional();

function pushIssues(ctx: { value: Record<string, unknown>; issues: z.core.$ZodRawIssue[] }, issues: FieldIssues<string>) {
  for (const [field, found] of Object.entries(issues)) {
    if (found) ctx.issues.push(toZodIssue(found, ctx.value[field], [field]));
  }
}

export function addressSchema(country: string, overrides: AddressRuleOverrides = {}, countries?: readonly CountryListEntry[]) {
  const rules = addressRules(country, overrides, countries);
  const shape = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text])) as Record<(typeof ADDRESS_FIELDS)[number], typeof text>;
  return z
    .object(shape)
    .check((ctx) => pushIssues(ctx, validateAddress(ctx.value, rules)))
    .transform((address) => {
      const out: Partial<Record<(typeof ADDRESS_FIELDS)[number], string>> = {};
      for (const field of ADDRESS_FIELDS) {
        const value = address[field];
        if (value !== undefined) out[field] = applyTransform(value.trim(), rules[field].transform);
      }
      return out;
    });
}

export function signUpSchema(config: SignUpConfig) {
  return z
    .object({
      firstName: text,
      lastName: text,
      birthDate: text,
      phone: text,
      phoneCode: text,
      email: text,
      password: text,
      newsletter: checkbox,
      loyaltyTerms: checkbox,
      brandTerms: checkbox,
      policy: checkbox,
      postalCode: text,
      gender: text,
      optInAccepted: checkbox,
    })
    .check((ctx) => pushIssues(ctx, validateSignUp(ctx.value, config)));
}

export function newsletterSchema() {
  return z
    .object({ email: text, policy: checkbox })
    .check((ctx) => pushIssues(ctx, validateNewsletter(ctx.value)));
}

export function contactUsSchema() {
  return z
    .object({ category: text, subject: text, message: text, email: text, firstName: text, lastName: text, orderNo: text })
    .check((ctx) => pushIssues(ctx, validateContactUs(ctx.value)));
}

/** The event join form's §5 fields (the event's own rules are the API's, see domain/events). */
export function eventRegistrationFormSchema(rules: EventRegistrationRules) {
  return z
    .object({ firstName: text, lastName: text, phoneNumber: text, plusOne: text, eventTermsAccepted: checkbox, attendingDays: z.array(z.string()).optional() })
    .check((ctx) => pushIssues(ctx, validateEventRegistration(ctx.value, rules)));
}
