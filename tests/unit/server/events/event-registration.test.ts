import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { eventRegistrations, outbox } from '@server/db/schema/index';
import { storeDocument } from '@server/domain/content/document-store';
import { seedEventId, SEED_EVENTS } from '@server/db/seed/content-events';
import { errorOf, login, startIdentityApi, type IdentityTestApi } from '../identity/identity-api';

let api: IdentityTestApi;
let shopper: string;
let member: string;
const WEEKEND = seedEventId('stride', 'weekend');
const EVENING = seedEventId('stride', 'evening');

function eventBlock(eventId: string, startDate: string, endDate: string, enablePlusOne = false) {
  return {
    id: eventId, type: 'event-sign-up', version: 1,
    data: { eventId, title: eventId, startDate, endDate, enablePlusOne, submitCtaLabel: 'Join', confirmationTitle: 'Done', ctaLabel: 'Sign up' },
  };
}

beforeAll(async () => {
  api = await startIdentityApi();
  const db = api.database.db;
  // An event that has ended, and one that is only a draft (nested in a section, to check the lookup walks children).
  await storeDocument(db, { siteId: 'stride', locale: 'en-us', docType: 'page', key: 'past-events', publish: true, canvas: { name: 'Past', blocks: [eventBlock('stride-past-2020', '2020-05-01', '2020-05-02')] } });
  await storeDocument(db, { siteId: 'stride', locale: 'en-us', docType: 'page', key: 'next-events', publish: false, canvas: { name: 'Next', blocks: [eventBlock('stride-draft-2027', '2027-12-01', '2027-12-01')] } });
  await storeDocument(db, {
    siteId: 'stride', locale: 'en-gb', docType: 'page', key: 'nested-events', publish: true,
    canvas: { name: 'Nested', blocks: [{ id: 's', type: 'section', version: 1, data: { blocks: [eventBlock('stride-nested-2027', '2027-12-05', '2027-12-05')] } }] },
  });
  shopper = (await login(api, 'shopper@stride.example')).accessToken;
  member = (await login(api, 'member@stride.example')).accessToken;
}, 120_000);
afterAll(() => api?.close());

const payload = (overrides: Record<string, unknown> = {}) => ({
  email: 'shopper@stride.example', attendingDays: '2027-11-26,2027-11-28', eventId: WEEKEND, eventTermsAccepted: true,
  firstName: 'Sam', lastName: 'Shopper', gender: 'X', phoneNumber: '', plusOne: 'Jamie Rivera', registrationTimestamp: '2027-01-05T10:00:00.000Z',
  ...overrides,
});
const register = (body: unknown, options: { token?: string; locale?: string; brand?: string } = {}) =>
  api.request('POST', '/consumers-v3/consumer/event-registration', { body, locale: options.locale ?? 'en-us', ...options });

describe('POST /consumers-v3/consumer/event-registration', () => {
  it('needs a signed-in shopper: 401 AUT402 signed out, and for a token of another site', async () => {
    expect(await errorOf(await register(payload()))).toMatchObject({ status: 401, errorId: 'AUT402' });
    expect(await errorOf(await register(payload(), { token: shopper, brand: 'loom' }))).toMatchObject({ status: 401, errorId: 'AUT402' });
  });

  it('answers 404 EVT404 for an unknown event, a draft event and an event of another site', async () => {
    for (const eventId of ['no-such-event', 'stride-draft-2027', seedEventId('loom', 'weekend')]) {
      expect(await errorOf(await register(payload({ eventId, attendingDays: '' }), { token: shopper })), eventId).toMatchObject({ status: 404, errorId: 'EVT404', field: 'eventId' });
    }
  });

  it('refuses an event that has ended with EVT410', async () => {
    const res = await register(payload({ eventId: 'stride-past-2020', attendingDays: '2020-05-01', plusOne: '' }), { token: shopper });
    expect(await errorOf(res)).toMatchObject({ status: 410, errorId: 'EVT410' });
  });

  it('refuses days outside the event, no day for a multi-day event, a bad guest name and missing terms, naming the field', async () => {
    expect(await errorOf(await register(payload({ attendingDays: '2027-11-25' }), { token: shopper }))).toMatchObject({ status: 400, errorId: 'EVT400', field: 'attendingDays' });
    expect(await errorOf(await register(payload({ attendingDays: '' }), { token: shopper }))).toMatchObject({ status: 400, errorId: 'API400', field: 'attendingDays' });
    expect(await errorOf(await register(payload({ attendingDays: 'soon' }), { token: shopper }))).toMatchObject({ status: 400, field: 'attendingDays' });
    expect(await errorOf(await register(payload({ plusOne: 'J4mie <b>' }), { token: shopper }))).toMatchObject({ status: 400, errorId: 'API400', field: 'plusOne', message: 'Name is not valid.' });
    expect(await errorOf(await register(payload({ eventTermsAccepted: false }), { token: shopper, locale: 'de-de' }))).toMatchObject({ status: 400, errorId: 'API400', field: 'eventTermsAccepted', message: 'Dieses Feld ist ein Pflichtfeld' });
    expect(await errorOf(await register(payload({ eventTermsAccepted: undefined }), { token: shopper }))).toMatchObject({ status: 400, errorId: 'API400', field: 'eventTermsAccepted' });
    expect(await errorOf(await register(payload({ firstName: '' }), { token: shopper }))).toMatchObject({ status: 400, field: 'firstName' });
  });

  it('refuses a guest when the event does not take one, and another email than the account', async () => {
    expect(await errorOf(await register(payload({ eventId: EVENING, attendingDays: '', plusOne: 'Jamie Rivera' }), { token: shopper }))).toMatchObject({ status: 400, errorId: 'EVT400', field: 'plusOne' });
    expect(await errorOf(await register(payload({ email: 'someone.else@example.com' }), { token: shopper }))).toMatchObject({ status: 400, field: 'email' });
  });

  it('registers, mails a confirmation, and a repeat updates the same registration', async () => {
    const first = await register(payload({ email: 'Shopper@Stride.example', phoneNumber: '(415) 555-0100' }), { token: shopper });
    expect(first.status).toBe(200);
    const { registration } = (await first.json()) as { registration: Record<string, string> };
    expect(registration).toMatchObject({ eventId: WEEKEND, email: 'shopper@stride.example', attendingDays: '2027-11-26,2027-11-28', plusOne: 'Jamie Rivera', firstName: 'Sam' });

    const again = await register(payload({ attendingDays: '2027-11-27', plusOne: '' }), { token: shopper });
    expect(again.status).toBe(200);
    const updated = ((await again.json()) as { registration: Record<string, string> }).registration;
    expect(updated).toMatchObject({ registrationId: registration.registrationId, attendingDays: '2027-11-27', plusOne: '', registeredAt: registration.registeredAt });
    expect(Object.keys(updated).sort()).toEqual(Object.keys(registration).sort());

    const rows = await api.database.db.select().from(eventRegistrations).where(and(eq(eventRegistrations.siteId, 'stride'), eq(eventRegistrations.eventId, WEEKEND)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: null, gender: 'X', plusOne: null, attendingDays: '2027-11-27' });
    const mails = await api.database.db.select().from(outbox).where(and(eq(outbox.recipient, 'shopper@stride.example'), eq(outbox.template, 'event-registration')));
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['You are registered: Stride trail weekend', 'Your registration was updated: Stride trail weekend']);
    expect(mails.find((mail) => mail.subject.startsWith('You are'))!.body).toContain('Guest: Jamie Rivera');
  });

  it('registers a single-day event on its one day, and finds an event nested in a section of another locale', async () => {
    const evening = await register(payload({ eventId: EVENING, attendingDays: '', plusOne: '', email: 'member@stride.example', firstName: 'Mia', lastName: 'Member' }), { token: member });
    expect(evening.status).toBe(200);
    expect(((await evening.json()) as { registration: { attendingDays: string } }).registration.attendingDays).toBe(SEED_EVENTS.evening.startDate);
    expect(await errorOf(await register(payload({ eventId: EVENING, attendingDays: '2027-11-19', plusOne: '', email: 'member@stride.example' }), { token: member }))).toMatchObject({ status: 400, errorId: 'EVT400' });
    const nested = await register(payload({ eventId: 'stride-nested-2027', attendingDays: '2027-12-05', plusOne: '', email: 'member@stride.example' }), { token: member });
    expect(nested.status).toBe(200);
  });
});
