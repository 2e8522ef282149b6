import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, login, startIdentityApi, type IdentityTestApi } from './identity-api';
import { isValidPhone } from '@shared/validation/phone/phone-rule';
import { addressRules, validateAddress } from '@shared/validation/forms/address';

let api: IdentityTestApi;
let token: string;
let otherToken: string;
beforeAll(async () => {
  api = await startIdentityApi();
  token = (await login(api, 'athlete@stride.example')).accessToken;
  otherToken = (await login(api, 'shopper@stride.example')).accessToken;
}, 120_000);
afterAll(() => api?.close());

const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ari', lastName: 'Athlete', addressLine1: '520 N Michigan Ave', city: 'Chicago', postalCode: '60611', country: 'US',
  email: 'athlete@stride.example', phone: '312 555 0188', approachType: 'S', ...overrides,
});
const profile = async (bearer = token) =>
  ((await (await api.request('GET', '/consumers-v3/consumer?includeLoyaltySummary=true', { token: bearer })).json()) as { consumerProfile: any }).consumerProfile;
const mains = async (type: string) => (await profile()).consumerDetails.address.filter((a: any) => a.approachType === type && a.main).map((a: any) => a.addressId);

describe('profile', () => {
  it('reads the athlete profile with identities and spend', async () => {
    const p = await profile();
    expect(p.consumerDetails).toMatchObject({ email: 'athlete@stride.example', athlete: { currentSpend: 18000, annualCredit: 100000 }, identity: [{ type: 'WRANX' }, { type: 'IPA' }] });
  });

  it('changes nothing when every field is empty, and only the filled fields otherwise', async () => {
    const before = await profile();
    const empty = await api.request('PUT', '/consumers-v3/consumer', { token, body: { consumerDetails: { firstName: '', lastName: ' ', phone: '', postalCode: '' }, preferences: { interests: '' } } });
    expect(empty.status).toBe(200);
    expect(await profile()).toEqual(before);
    const partial = await api.request('PUT', '/consumers-v3/consumer', { token, body: { consumerDetails: { lastName: 'Runner', firstName: '' }, preferences: { interests: 'trail| running |trail' } } });
    expect(partial.status).toBe(200);
    const after = await profile();
    expect(after.consumerDetails).toMatchObject({ firstName: 'Ari', lastName: 'Runner' });
    expect(after.preferences.interests).toBe('trail|running');
  });

  it('refuses an invalid field with its path and message', async () => {
    const res = await api.request('PUT', '/consumers-v3/consumer', { token, body: { consumerDetails: { postalCode: 'ABC' } } });
    expect(await errorOf(res)).toMatchObject({ status: 400, field: 'consumerDetails.postalCode' });
  });

  it('looks emails up with the same answer shape', async () => {
    const known = await api.request('GET', '/consumers-v3/consumer/lookup?email=member@stride.example');
    const unknown = await api.request('GET', '/consumers-v3/consumer/lookup?email=ghost@stride.example');
    expect(await known.json()).toEqual({ exists: true });
    expect(await unknown.json()).toEqual({ exists: false });
  });
});

describe('addresses', () => {
  it('makes the first address of a type main and moves the main flag within the type only', async () => {
    const first = (await (await api.request('POST', '/consumers-v3/consumer/address', { token, body: address() })).json()) as { addressId: string };
    expect(await mains('S')).toEqual([first.addressId]);
    const second = (await (await api.request('POST', '/consumers-v3/consumer/address', { token, body: address({ addressLine1: '1 Main St' }) })).json()) as { addressId: string };
    expect(await mains('S')).toEqual([first.addressId]);
    const billing = (await (await api.request('POST', '/consumers-v3/consumer/address', { token, body: address({ approachType: 'B' }) })).json()) as { addressId: string };
    expect(await mains('B')).toEqual([billing.addressId]);

    const third = (await (await api.request('POST', '/consumers-v3/consumer/address', { token, body: address({ addressLine1: '2 Main St', main: true }) })).json()) as { addressId: string };
    expect(await mains('S')).toEqual([third.addressId]);
    expect(await mains('B')).toEqual([billing.addressId]);

    await api.request('PUT', `/consumers-v3/consumer/address/${second.addressId}`, { token, body: address({ addressLine1: '1 Main St', main: true }) });
    expect(await mains('S')).toEqual([second.addressId]);
    // Deleting the main one promotes the oldest remaining address of the type.
    expect((await api.request('DELETE', `/consumers-v3/consumer/address/${second.addressId}`, { token })).status).toBe(200);
    expect(await mains('S')).toEqual([first.addressId]);
  });

  it('validates with the address rules (field path and message)', async () => {
    const res = await api.request('POST', '/consumers-v3/consumer/address', { token, body: address({ postalCode: '1234' }) });
    expect(await errorOf(res)).toMatchObject({ status: 400, field: 'postalCode' });
  });

  it("answers 404 for another consumer's address id and leaves it untouched", async () => {
    const theirs = (await profile(otherToken)).consumerDetails.address[0].addressId as string;
    expect(await errorOf(await api.request('PUT', `/consumers-v3/consumer/address/${theirs}`, { token, body: address() }))).toMatchObject({ status: 404, errorId: 'CCA404' });
    expect((await api.request('DELETE', `/consumers-v3/consumer/address/${theirs}`, { token })).status).toBe(404);
    expect((await profile(otherToken)).consumerDetails.address.map((a: any) => a.addressId)).toContain(theirs);
  });
});

describe('subscriptions and utilities', () => {
  it('opts in and out', async () => {
    const res = await api.request('PUT', '/consumers-v3/consumer/subscription', { token, body: { subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true }] } });
    expect(((await res.json()) as any).subscriptions[0]).toMatchObject({ type: 'Newsletter', optin: true, recipient: 'athlete@stride.example', country: 'US' });
    const out = await api.request('POST', '/consumers-v3/consumer/subscription', { token, body: { subscriptions: [{ type: 'Newsletter', channel: 'email', optin: false }] } });
    expect(((await out.json()) as any).subscriptions[0]).toMatchObject({ optin: false });
  });

  it('lists countries by locale, address rules, stores and employees', async () => {
    const countries = (await (await api.request('GET', '/consumers-v3/utilities/countryList', { locale: 'de-de' })).json()) as any;
    // North America's mask fixes 10 digits; German numbers vary in length, so Germany has none.
    expect(countries.countries).toContainEqual({ name: 'Deutschland', dialCode: '+49', code: 'DE' });
    expect(countries.countries).toContainEqual({ name: 'Vereinigte Staaten', dialCode: '+1', code: 'US', phoneMask: '(XXX) XXX - XXXX' });
    // The list as the forms get it: German mobiles and landlines of every length pass, a number too long does not.
    for (const valid of ['0151 12345678', '0171 1234567', '030 12345678', '0621 123456']) expect(isValidPhone(valid, 'DE', countries.countries)).toBe(true);
    expect(isValidPhone('0151 123456789012', 'DE', countries.countries)).toBe(false);
    expect(isValidPhone('212 555 0101', 'US', countries.countries)).toBe(true);
    expect(isValidPhone('112 555 0101', 'US', countries.countries)).toBe(false);
    // The address rules the forms merge in say the same: no mask (so no fixed length) for Germany.
    const de = (await (await api.request('GET', '/consumers-v3/utilities/i18n/DE')).json()) as any;
    expect(de.fields.phone.mask).toBeUndefined();
    const germanAddress = { firstName: 'Jonas', lastName: 'Weber', addressLine1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE', email: 'jonas@example.com' };
    for (const phone of ['0151 12345678', '030 12345678']) expect(validateAddress({ ...germanAddress, phone }, addressRules('DE', de.fields, countries.countries))).toEqual({});
    const ca = (await (await api.request('GET', '/consumers-v3/utilities/i18n/ca')).json()) as any;
    expect(ca.fields.postalCode).toMatchObject({ required: true, mask: 'A9A 9A9', transform: 'capitalize' });
    expect(new RegExp(ca.fields.postalCode.pattern).test('K1A 0B1')).toBe(true);
    const employees = await api.request('GET', '/consumers-v3/utilities/stores/ST-US-01/employees');
    expect(((await employees.json()) as any).employees.length).toBeGreaterThan(0);
    expect((await errorOf(await api.request('GET', '/consumers-v3/utilities/stores/NOPE/employees'))).errorId).toBe('STR404');
  });
});
