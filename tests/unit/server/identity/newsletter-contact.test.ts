import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSignups, outbox } from '@server/db/schema/index';
import { errorOf, login, startIdentityApi, type IdentityTestApi } from './identity-api';

let api: IdentityTestApi;
beforeAll(async () => {
  api = await startIdentityApi();
}, 120_000);
afterAll(() => api?.close());

const subscribe = (body: unknown, options: { token?: string; brand?: string; locale?: string } = {}) =>
  api.request('POST', '/consumers-v3/newsletter/subscription', { body, locale: options.locale ?? 'en-us', ...options });

describe('POST /consumers-v3/newsletter/subscription', () => {
  it('keeps a guest sign-up once per site and email and mails only the first time', async () => {
    const first = await subscribe({ email: 'Guest.Reader@Example.com', policy: true, source: 'footer' }, { locale: 'fr-fr' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ subscribed: true, message: 'Thank you for subscribing.' });
    const again = await subscribe({ email: 'guest.reader@example.com', policy: true });
    expect(again.status).toBe(200);
    const rows = await api.database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, 'guest.reader@example.com'));
    expect(rows).toEqual([expect.objectContaining({ siteId: 'stride', locale: 'fr-fr', country: 'FR', region: 'EMEA', source: 'footer', optin: true })]);
    const mails = await api.database.db.select().from(outbox).where(eq(outbox.recipient, 'guest.reader@example.com'));
    expect(mails.map((mail) => mail.template)).toEqual(['newsletter-welcome']);
    // Another brand is another list.
    expect((await subscribe({ email: 'guest.reader@example.com', policy: true }, { brand: 'loom' })).status).toBe(200);
    expect(await api.database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, 'guest.reader@example.com'))).toHaveLength(2);
  });

  it('applies the §5 rules: a valid email and the policy ticked, answered in the page language', async () => {
    expect(await errorOf(await subscribe({ email: 'not-an-email', policy: true }))).toMatchObject({ status: 400, field: 'email', message: 'Email is not valid' });
    expect(await errorOf(await subscribe({ email: 'reader@example.com', policy: false }, { locale: 'de-de' }))).toMatchObject({ status: 400, field: 'policy', message: 'Dieses Feld ist ein Pflichtfeld' });
    expect(await errorOf(await subscribe({ email: 'reader@example.com' }))).toMatchObject({ status: 400, errorId: 'API400' });
  });

  it("puts a signed-in shopper's own email on the profile as the Newsletter email subscription", async () => {
    const { accessToken } = await login(api, 'member@stride.example');
    expect((await subscribe({ email: 'member@stride.example', policy: true }, { token: accessToken })).status).toBe(200);
    const profile = (await (await api.request('GET', '/consumers-v3/consumer', { token: accessToken })).json()) as any;
    expect(profile.consumerProfile.subscriptions).toContainEqual(expect.objectContaining({ type: 'Newsletter', channel: 'email', optin: true, recipient: 'member@stride.example' }));
    expect(await api.database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, 'member@stride.example'))).toEqual([]);
  });
});

describe('contact us', () => {
  it('lists topics and subjects in the language of the locale', async () => {
    const fr = (await (await api.request('GET', '/consumers-v3/contactus/categorySubject', { locale: 'fr-ca' })).json()) as any;
    expect(fr.categories[0]).toMatchObject({ category: 'order', label: 'Ma commande' });
    expect(fr.categories[0].subjects[0]).toEqual({ subject: 'status', label: 'Suivi de commande' });
    const en = (await (await api.request('GET', '/consumers-v3/contactus/categorySubject', { locale: 'en-gb' })).json()) as any;
    expect(en.categories.map((entry: any) => entry.category)).toEqual(fr.categories.map((entry: any) => entry.category));
  });

  it('stores a request and mails customer care; refuses a too-short message, a bad name or an unknown subject', async () => {
    const ok = await api.request('POST', '/consumers-v3/contactus', {
      locale: 'en-us', body: { category: 'order', subject: 'status', message: 'Where is my parcel, please?', email: 'asker@example.com', firstName: 'Asa' },
    });
    expect(ok.status).toBe(201);
    // A case number a shopper can read out on the phone, not a UUID.
    expect(await ok.json()).toMatchObject({ caseId: expect.stringMatching(/^CS-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/) });
    const short = await api.request('POST', '/consumers-v3/contactus', { locale: 'en-us', body: { category: 'order', subject: 'status', message: 'Hi', email: 'asker@example.com' } });
    expect(await errorOf(short)).toMatchObject({ status: 400, field: 'message', message: 'Please enter at least 10 characters.' });
    const name = await api.request('POST', '/consumers-v3/contactus', { locale: 'en-us', body: { category: 'order', subject: 'status', message: 'Where is my parcel?', email: 'asker@example.com', firstName: 'R2D2' } });
    expect(await errorOf(name)).toMatchObject({ status: 400, field: 'firstName' });
    const unknown = await api.request('POST', '/consumers-v3/contactus', { locale: 'en-us', body: { category: 'order', subject: 'refund', message: 'Where is my refund?', email: 'asker@example.com' } });
    expect(await errorOf(unknown)).toMatchObject({ status: 400, field: 'subject' });
  });
});
