import { z } from 'zod';

/**
 * POST /consumers-v3/consumer/event-registration (spec §7), body as §3 "Event registration
 * payload". The shape is checked here; the §5 rules (names, phone, terms) and the event's own
 * rules (published, not ended, days inside the event, plus one allowed) run in the route.
 */
export const eventRegistrationRequestSchema = z.object({
  /** The account's own email (the form shows it disabled). */
  email: z.string().max(100),
  /** Joined list of YYYY-MM-DD days (separator ','); may be empty for a single-day event. */
  attendingDays: z.string().max(400).default(''),
  eventId: z.string().min(1).max(80),
  eventTermsAccepted: z.boolean(),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  /** F, M or X as on the sign-up form; empty when not given. */
  gender: z.enum(['', 'F', 'M', 'X']).default(''),
  phoneNumber: z.string().max(30).default(''),
  /** The guest's name, when the event allows a plus one; empty for none. */
  plusOne: z.string().max(100).default(''),
  /** When the shopper submitted (the browser's clock, ISO 8601). */
  registrationTimestamp: z.iso.datetime({ offset: true }),
});
export type EventRegistrationRequest = z.input<typeof eventRegistrationRequestSchema>;

/** The registration as stored; a repeated registration answers the same shape, updated. */
export const eventRegistrationSchema = z.object({
  registrationId: z.string(),
  eventId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  attendingDays: z.string(),
  plusOne: z.string(),
  registeredAt: z.string(),
  updatedAt: z.string(),
});
export const eventRegistrationResponseSchema = z.object({ registration: eventRegistrationSchema, message: z.string() });
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;
