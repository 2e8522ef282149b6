import { z } from 'zod';
import { isCalendarDate, MAX_EVENT_DAYS, eventDays } from '../event-days';
import { imageSchema } from './common';

const calendarDate = z.string().refine(isCalendarDate, { message: 'must be a calendar date YYYY-MM-DD' });

/**
 * Event sign-up (spec §2, §3 event content): the editor's event and its texts. The block shows a
 * teaser (title, dates, text, a button); the button opens the event-sign-up dialog, whose join
 * form posts the §3 registration payload. The API accepts registrations only for an eventId that
 * a published block of the site carries, so eventId is the event's identity: keep it stable.
 */
export const eventSignUpSchema = z
  .object({
    eventId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/, 'letters, digits, dot, underscore or hyphen (1 to 80)'),
    title: z.string().min(1).max(120),
    startDate: calendarDate,
    endDate: calendarDate,
    /** The join form offers a guest (plus one) name. */
    enablePlusOne: z.boolean().default(false),
    /** HTML; sanitised when rendered, like the rich-text block. */
    richText: z.string().max(20_000).optional(),
    submitCtaLabel: z.string().min(1).max(60),
    confirmationTitle: z.string().min(1).max(120),
    confirmationSubtitle: z.string().max(300).optional(),
    /** The teaser's button that opens the dialog. */
    ctaLabel: z.string().min(1).max(60),
    /** Where it takes place, shown under the dates. */
    location: z.string().max(120).optional(),
    image: imageSchema.optional(),
  })
  .check((ctx) => {
    const { startDate, endDate } = ctx.value;
    if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return;
    if (endDate < startDate) {
      ctx.issues.push({ code: 'custom', message: 'must not be before startDate', input: endDate, path: ['endDate'] });
    } else if (eventDays({ startDate, endDate }).at(-1) !== endDate) {
      ctx.issues.push({ code: 'custom', message: `an event spans at most ${MAX_EVENT_DAYS} days`, input: endDate, path: ['endDate'] });
    }
  });

export type EventSignUpData = z.infer<typeof eventSignUpSchema>;

/** What the dialog and the API need of an event (no teaser fields). */
export type EventDetails = Pick<
  EventSignUpData,
  'eventId' | 'title' | 'startDate' | 'endDate' | 'enablePlusOne' | 'submitCtaLabel' | 'confirmationTitle' | 'confirmationSubtitle'
>;
