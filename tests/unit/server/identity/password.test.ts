import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, login, signIn, startIdentityApi, type IdentityTestApi } from './identity-api';

let api: IdentityTestApi;
beforeAll(async () => {
  api = await startIdentityApi();
}, 120_000);
afterAll(() => api?.close());

interface OutboxRow { recipient: string; subject: string; body: string }
async function outboxFor(recipient: string): Promise<OutboxRow[]> {
  const result = await api.database.db.execute(sql`select recipient, subject, body from outbox where recipient = ${recipient} order by created_at`);
  return (result as unknown as { rows: OutboxRow[] }).rows;
}
const forgot = (email: string) => api.request('POST', '/consumers-v3/confirmforgotpassword', { body: { email } });
const reset = (token: string, newPassword: string) => api.request('POST', '/consumers-v3/consumer/resetpassword', { body: { token, newPassword } });
const tokenOf = (mail: OutboxRow) => new URL(/https:\/\/\S+/.exec(mail.body)![0]).searchParams.get('token')!;

describe('forgot and reset password', () => {
  it('answers alike for unknown emails and mails only known ones', async () => {
    const known = await forgot('member@stride.example');
    const unknown = await forgot('ghost@stride.example');
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await outboxFor('ghost@stride.example')).toEqual([]);
    expect(await outboxFor('member@stride.example')).toHaveLength(1);
  });

  it('mails a reset link; the link sets a new password once; signing in works with it and old sessions end', async () => {
    const before = await login(api, 'shopper@stride.example');
    await forgot('SHOPPER@stride.example');
    const [mail] = await outboxFor('shopper@stride.example');
    expect(mail!.body).toContain('https://shop.test/en-us/forgot-password?siteId=stride&token=');
    const token = tokenOf(mail!);

    expect(await errorOf(await reset(token, 'weak'))).toMatchObject({ status: 400, field: 'newPassword' });
    expect((await reset(token, 'NewSecret99')).status).toBe(200);
    expect(await errorOf(await reset(token, 'Another99x'))).toMatchObject({ status: 400, errorId: 'AUT410' });

    expect((await api.request('GET', '/consumers-v3/consumer', { token: before.accessToken })).status).toBe(401);
    expect((await signIn(api, 'shopper@stride.example', 'Storefront2026')).res.status).toBe(401);
    const after = await login(api, 'shopper@stride.example', 'NewSecret99');
    expect(after.consumerNo).toBe('C100000001');
  });

  it('refuses an expired reset link', async () => {
    await forgot('athlete@stride.example');
    const [mail] = await outboxFor('athlete@stride.example');
    await api.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 minute'`);
    expect(await errorOf(await reset(tokenOf(mail!), 'NewSecret99'))).toMatchObject({ status: 400, errorId: 'AUT410', message: 'This reset link has expired. Please ask for a new one.' });
  });

  it('changes the password of a signed-in shopper who knows the current one', async () => {
    const session = await login(api, 'employee@stride.example');
    const change = (body: unknown) => api.request('POST', '/consumers-v3/consumer/changepassword', { token: session.accessToken, body });
    expect(await errorOf(await change({ currentPassword: 'wrong', newPassword: 'Changed2026' }))).toMatchObject({ errorId: 'AUT413', field: 'currentPassword' });
    expect((await change({ currentPassword: 'Storefront2026', newPassword: 'Changed2026' })).status).toBe(200);
    expect((await api.request('GET', '/consumers-v3/consumer', { token: session.accessToken })).status).toBe(200);
    await login(api, 'employee@stride.example', 'Changed2026');
    expect((await api.request('POST', '/consumers-v3/consumer/changepassword', { body: { currentPassword: 'x', newPassword: 'y' } })).status).toBe(401);
  });
});
