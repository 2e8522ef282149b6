import { and, eq, sql } from 'drizzle-orm';
import { mailText } from '../../../shared/i18n/messages/mail';
import type { EventRegistration, EventRegistrationRequest } from '../../../../schemas/commerce/events';
import type { EventSignUpData } from '../../../../schemas/content/blocks/event-sign-up';
import { eventDays, formatEventDates, hasEnded, isMultiDay, joinDays, splitDays } from '../../../../schemas/content/event-days';
import { LOCALES, type LocaleCode } from '../../../shared/i18n/sites';
import { eventRegistrationFormSchema } from '../../../shared/validation/zod/forms';
import type { Database } from '../../db/client';
import { eventRegistrations, type EventRegistrationRow } from '../../db/schema/events';
import { ApiError } from '../../http/api-error';
import { normaliseEmail, normalisedPhoneOf, type ConsumerRow } from '../identity/consumers';
import { parseForm } from '../identity/form-validation';
import type { Mailer } from '../identity/mailer';
import { findPublishedEvent } from './find-event';

type Payload = Required<Pick<EventRegistrationRequest, 'email' | 'eventId' | 'eventTermsAccepted' | 'firstName' | 'lastName' | 'registrationTimestamp'>> & {
  readonly attendingDays: string;
  readonly gender: string;
  readonly phoneNumber: string;
  readonly plusOne: string;
};

export interface RegisterInput {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly siteId: string;
  readonly locale: LocaleCode;
  readonly consumer: ConsumerRow;
  readonly payload: Payload;
  readonly now?: Date;
}

/** The days a registration attends: the one day of a single-day event; for longer ones, chosen days inside it. */
export function attendingDaysFor(event: Pick<EventSignUpData, 'startDate' | 'endDate'>, joined: string): string[] {
  const days = eventDays(event);
  if (!isMultiDay(event)) {
    const chosen = splitDays(joined);
    if (chosen.some((day) => day !== days[0])) throw new ApiError('EVT400', 'This event takes place on one day only.', { field: 'attendingDays' });
    return days;
  }
  const chosen = [...new Set(splitDays(joined))];
  const outside = chosen.find((day) => !days.includes(day));
  if (outside) throw new ApiError('EVT400', `${outside} is not a day of this event.`, { field: 'attendingDays' });
  return chosen;
}

function view(row: EventRegistrationRow): EventRegistration {
  return {
    registrationId: row.id, eventId: row.eventId, email: row.email, firstName: row.firstName, lastName: row.lastName,
    attendingDays: row.attendingDays, plusOne: row.plusOne ?? '',
    registeredAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * Registers the signed-in shopper for a published event of the site (spec §2, §3, §5):
 * EVT404 when no live event-sign-up block carries the eventId, EVT410 once it has ended; the
 * §5 fields in the request's language (API400 naming the field: names, phone, guest name, terms,
 * a day of a multi-day event); EVT400 for days outside the event or a guest the event does not
 * allow. The email is the account's own. Registering again for the same event updates the one
 * registration. Each registration mails a confirmation, in the same transaction.
 */
export async function registerForEvent({ db, mailer, siteId, locale, consumer, payload, now = new Date() }: RegisterInput): Promise<EventRegistration> {
  const event = await findPublishedEvent(db, siteId, payload.eventId, locale, now);
  if (!event) throw new ApiError('EVT404', undefined, { field: 'eventId' });
  if (hasEnded(event, now)) throw new ApiError('EVT410', undefined, { field: 'eventId' });

  if (normaliseEmail(payload.email) !== consumer.email) {
    throw new ApiError('API400', 'The email must be the email of your account.', { field: 'email' });
  }
  const country = LOCALES[locale].country;
  parseForm(
    eventRegistrationFormSchema({ country, daysRequired: isMultiDay(event) }),
    {
      firstName: payload.firstName, lastName: payload.lastName, phoneNumber: payload.phoneNumber, plusOne: payload.plusOne,
      eventTermsAccepted: payload.eventTermsAccepted, attendingDays: splitDays(payload.attendingDays),
    },
    locale,
  );
  const plusOne = payload.plusOne.trim();
  if (plusOne !== '' && !event.enablePlusOne) throw new ApiError('EVT400', 'This event does not take a guest.', { field: 'plusOne' });
  const days = joinDays(attendingDaysFor(event, payload.attendingDays));

  const values = {
    email: consumer.email,
    firstName: payload.firstName.trim(),
    lastName: payload.lastName.trim(),
    gender: payload.gender || null,
    phone: normalisedPhoneOf(payload.phoneNumber, undefined, locale) ?? null,
    attendingDays: days,
    plusOne: plusOne || null,
    locale,
    termsAcceptedAt: now.toISOString(),
    registrationTimestamp: new Date(payload.registrationTimestamp).toISOString(),
    updatedAt: now.toISOString(),
  };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .insert(eventRegistrations)
      .values({ id: crypto.randomUUID(), siteId, eventId: event.eventId, consumerId: consumer.id, createdAt: now.toISOString(), ...values })
      .onConflictDoUpdate({ target: [eventRegistrations.siteId, eventRegistrations.eventId, eventRegistrations.consumerId], set: values })
      .returning();
    const updated = row!.createdAt !== row!.updatedAt;
    const when = formatEventDates(event, locale);
    const text = mailText(locale);
    await mailer.send(t, {
      siteId, to: consumer.email, template: 'event-registration',
      subject: text(updated ? 'eventUpdatedSubject' : 'eventRegisteredSubject', { event: event.title }),
      body: [
        text(updated ? 'eventUpdatedBody' : 'eventRegisteredBody', { name: values.firstName, event: event.title, when }),
        text('eventDays', { days: days.split(',').join(', ') }),
        ...(values.plusOne ? [text('eventGuest', { guest: values.plusOne })] : []),
      ].join('\n'),
    });
    return view(row!);
  });
}

/** Registrations of one event (for tests and the desk that checks people in). */
export async function registrationsOf(db: Database, siteId: string, eventId: string): Promise<EventRegistrationRow[]> {
  return db.select().from(eventRegistrations).where(and(eq(eventRegistrations.siteId, siteId), eq(eventRegistrations.eventId, eventId))).orderBy(sql`${eventRegistrations.createdAt}`);
}
