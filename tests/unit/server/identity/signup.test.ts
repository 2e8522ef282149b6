import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, login, startIdentityApi, type IdentityTestApi } from './identity-api';

let api: IdentityTestApi;
beforeAll(async () => {
  api = await startIdentityApi();
}, 120_000);
afterAll(() => api?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Zoé', lastName: "O'Neil", email: 'zoe@example.com', password: 'Sunny2026', birthDate: '04/12/1990',
  phone: '(415) 555-0132', phoneCode: '+1', postalCode: '94105', isTermsConfirmed: true, isTemporaryPassword: true,
  subscriptions: { newsletterConsent: true, loyaltyConsent: true, smsNotificationConsent: false },
  loyaltyEnrollment: 'Full', loyaltyNewsletterConsent: true,
  source: { store: 'ST-US-01', acquisitionType: 'Registered', campaignName: 'spring' },
  recaptcha_response: 'sandbox-ok:register', ...overrides,
});
const signUp = (body: unknown, locale = 'en-us', headers: Record<string, string> = {}) => api.request('POST', '/consumers-v3/auth/signup', { body, locale, headers });

describe('sign-up', () => {
  it('creates an account (loyalty, subscriptions, lead source) that can sign in', async () => {
    const res = await signUp(form(), 'en-us', { source: 'instagram' });
    expect(res.status).toBe(201);
    const session = await login(api, 'ZOE@example.com', 'Sunny2026');
    const profile = await api.request('GET', '/consumers-v3/consumer?includeLoyaltySummary=true', { token: session.accessToken });
    const { consumerProfile } = (await profile.json()) as { consumerProfile: Record<string, any> };
    expect(consumerProfile.consumerDetails).toMatchObject({ email: 'zoe@example.com', phone: '+14155550132', birthDate: '1990-04-12', firstName: 'Zoé' });
    expect(consumerProfile).toMatchObject({ isLoyaltyMember: true, enrollments: [{ type: 'Loyalty' }], loyaltySummary: { points: { balance: 0 } } });
    expect(consumerProfile.subscriptions.map((s: any) => `${s.type}/${s.channel}/${s.optin}`)).toEqual(['LoyaltyNewsletter/email/true', 'Newsletter/email/true']);
    const rows = await api.database.db.execute(sql`select lead_source from consumers where email = 'zoe@example.com'`);
    expect((rows as unknown as { rows: Array<{ lead_source: string }> }).rows[0]!.lead_source).toBe('instagram');
  });

  it('answers login in use on the email field and phone in use on the phone field', async () => {
    expect(await errorOf(await signUp(form({ email: 'Shopper@stride.example', phone: '' })))).toMatchObject({ status: 409, errorId: 'AUT411', field: 'email' });
    expect(await errorOf(await signUp(form({ email: 'new1@example.com', phone: '212 555 0101' })))).toMatchObject({ status: 409, errorId: 'AUT412', field: 'phone' });
  });

  it('answers 400 with the field and the validation module message, translated', async () => {
    expect(await errorOf(await signUp(form({ email: 'not-an-email' })))).toMatchObject({ status: 400, errorId: 'AUT453', field: 'email', message: 'Email is not valid' });
    expect(await errorOf(await signUp(form({ email: 'p@example.com', password: 'short' })))).toMatchObject({ status: 400, field: 'password' });
    expect(await errorOf(await signUp(form({ email: 'n@example.com', firstName: 'R2D2' })))).toMatchObject({ errorId: 'API400', field: 'firstName', message: 'Name is not valid.' });
    const french = await errorOf(await signUp(form({ email: 'n@example.com', firstName: 'R2D2', birthDate: '12/04/1990' }), 'fr-fr'));
    expect(french.field).toBe('firstName');
    expect(french.message).not.toBe('Name is not valid.');
    expect(await errorOf(await signUp(form({ isTermsConfirmed: false })))).toMatchObject({ status: 400, field: 'isTermsConfirmed' });
  });

  it('answers PRO411 for a missing birth date and PRO410 for an invalid age where configured', async () => {
    expect(await errorOf(await signUp(form({ email: 'b1@example.com', birthDate: '', phone: '' }), 'de-de'))).toMatchObject({ status: 400, errorId: 'PRO411', field: 'birthDate' });
    const young = `01/01/${new Date().getFullYear() - 10}`;
    expect(await errorOf(await signUp(form({ email: 'b2@example.com', birthDate: young, phone: '' }), 'de-de'))).toMatchObject({ status: 400, errorId: 'PRO410', field: 'birthDate' });
  });

  it('refuses a failed recaptcha', async () => {
    expect((await errorOf(await signUp(form({ email: 'r@example.com', phone: '', recaptcha_response: 'sandbox-fail' })))).errorId).toBe('AUT430');
  });
});
