import { describe, expect, it } from 'vitest';
import { createSandboxPayApp } from '@server/payments/sandbox/sandbox-app';
import { challengeResultValue, sandboxCardProcessor } from '@server/payments/sandbox/sandbox-processor';
import { TEST_CARDS } from '@server/payments/sandbox/test-cards';
import { HOSTED_FIELDS_PATH, hostedFieldsUrl } from '@islands/checkout/CardFields';
import { processorFrameUrl } from '@islands/checkout/processor-frames';

const app = createSandboxPayApp({ now: () => new Date('2026-05-01T00:00:00Z') });
const card = (number: string) => TEST_CARDS.find((entry) => entry.number === number)!;

async function tokenize(body: Record<string, string>) {
  const res = await app.request('/sandbox-pay/tokenize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { errorDetails?: Array<{ errorId: string; field: string }> } };
}

describe('card processor sandbox', () => {
  it('serves the hosted fields with a script pinned by its integrity hash, framable, never cached', async () => {
    const page = await app.request('/sandbox-pay/fields');
    const html = await page.text();
    const integrity = /integrity="(sha384-[^"]+)"/.exec(html)![1]!;
    const script = await (await app.request('/sandbox-pay/fields.js')).text();
    const { createHash } = await import('node:crypto');
    expect(integrity).toBe(`sha384-${createHash('sha384').update(script).digest('base64')}`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('frame-ancestors');
  });

  it("speaks the shopper's language at the address checkout frames (English for any other)", async () => {
    // The frame's address as the billing step builds it.
    const fieldsFor = async (locale: string) => {
      const url = new URL(hostedFieldsUrl(HOSTED_FIELDS_PATH, locale, 'http://localhost:3000'));
      return (await app.request(`${url.pathname}${url.search}`)).text();
    };
    const french = await fieldsFor('fr-fr');
    expect(french).toContain('<html lang="fr-fr">');
    expect(french).toContain('<label for="number">Numéro de carte</label>');
    expect(french).toContain('placeholder="MM/AA"');
    expect(await fieldsFor('de-de')).toContain('>Sicherheitscode</label>');
    expect(await fieldsFor('it-it')).toContain('>Numero della carta</label>');
    expect(await fieldsFor('en-gb')).toContain('>Card number</label>');
  });

  it('turns a test card into a token with brand, last 4 and expiry; the number is nowhere in it', async () => {
    const { status, body } = await tokenize({ number: '4111 1111 4555 1142', expiry: '12/30', cvc: '737', holder: 'Ada Shopper' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ brand: 'visa', last4: '1142', expiryMonth: 12, expiryYear: 2030, holder: 'Ada Shopper' });
    const token = body.token as string;
    expect(Buffer.from(token.slice(4).split('.')[0]!, 'base64url').toString()).not.toContain('41111111');
  });

  it('refuses an expired date (FE309), a bad number and a bad CVC at the fields', async () => {
    expect((await tokenize({ number: '4111111145551142', expiry: '01/26', cvc: '737' })).body.errorDetails![0]).toMatchObject({ errorId: 'FE309', field: 'expiry' });
    expect((await tokenize({ number: '4111111145551143', expiry: '12/30', cvc: '737' })).body.errorDetails![0]).toMatchObject({ errorId: 'API400', field: 'number' });
    expect((await tokenize({ number: '370000000000002', expiry: '12/30', cvc: '737' })).body.errorDetails![0]).toMatchObject({ field: 'cvc' });
    expect((await tokenize({ number: 'x', expiry: '12/30', cvc: '737' })).status).toBe(400);
  });

  it('answers like Adyen per test card: Authorised, Refused with the §8 id, ChallengeShopper with a threeDS2 action', async () => {
    const processor = sandboxCardProcessor({ now: () => new Date('2026-05-01T00:00:00Z') });
    const outcomes: Record<string, unknown> = {};
    for (const { number } of TEST_CARDS) {
      const { body } = await tokenize({ number, expiry: '12/30', cvc: card(number).brand === 'amex' ? '7373' : '737' });
      const result = await processor.authorise({ merchantReference: `ref-${number}`, amount: 1000, currency: 'USD', token: body.token as string });
      outcomes[card(number).outcome] = result.resultCode === 'Refused' ? result.errorId : result.resultCode;
    }
    expect(outcomes).toEqual({ approved: 'Authorised', declined: 'PAYMENT_ERROR', challenge: 'ChallengeShopper', expired: 'CC_EXPIRY_DATE_INVALID', fraud: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION' });
  });

  it('passes the challenge with the one password and fails with any other; a forged result is refused', async () => {
    const processor = sandboxCardProcessor();
    const { body } = await tokenize({ number: '4917610000000000', expiry: '12/30', cvc: '737' });
    const challenge = await processor.authorise({ merchantReference: 'ref-3ds', amount: 1000, currency: 'USD', token: body.token as string });
    if (challenge.resultCode !== 'ChallengeShopper') throw new Error('expected a challenge');
    const page = await app.request(challenge.action.url);
    expect(await page.text()).toContain('name="password"');
    const submit = async (password: string) => {
      const res = await app.request('/sandbox-pay/3ds/challenge', { method: 'POST', body: new URLSearchParams({ paymentData: challenge.action.paymentData, password }) });
      return JSON.parse(/postMessage\((.*), '\*'\)/.exec(await res.text())![1]!).threeDS2Result;
    };
    const passed = await submit('password');
    expect(passed.transStatus).toBe('Y');
    expect((await processor.details({ merchantReference: 'ref-3ds', paymentData: challenge.action.paymentData, threeDSResult: passed })).resultCode).toBe('Authorised');
    const failed = await submit('wrong');
    expect(failed.transStatus).toBe('N');
    expect(await processor.details({ merchantReference: 'ref-3ds', paymentData: challenge.action.paymentData, threeDSResult: failed })).toMatchObject({ resultCode: 'Refused', errorId: 'PAY401' });
    const forged = { ...failed, transStatus: 'Y' as const };
    expect((await processor.details({ merchantReference: 'ref-3ds', paymentData: challenge.action.paymentData, threeDSResult: forged })).resultCode).toBe('Refused');
    expect(challengeResultValue(challenge.action.paymentData, 'Y')).toBe(passed.authenticationValue);
  });

  it("asks the 3-D Secure password in the shopper's language, at the address the checkout frames, and answers in it", async () => {
    const processor = sandboxCardProcessor();
    const { body } = await tokenize({ number: '4917610000000000', expiry: '12/30', cvc: '737' });
    const challenge = await processor.authorise({ merchantReference: 'ref-3ds-de', amount: 1000, currency: 'EUR', token: body.token as string });
    if (challenge.resultCode !== 'ChallengeShopper') throw new Error('expected a challenge');
    const pageFor = async (locale: string) => {
      const url = processorFrameUrl(challenge.action.url, 'http://localhost:3000/de-de/checkout/billing', locale);
      return (await app.request(`${url.pathname}${url.search}`)).text();
    };
    const german = await pageFor('de-de');
    expect(german).toContain('<html lang="de-de">');
    expect(german).toContain('<title>Zahlung bestätigen</title>');
    expect(german).toContain('<label for="password">Passwort</label>');
    expect(german).toContain('>Bestätigen</button>');
    expect(await pageFor('it-it')).toContain('<title>Conferma il pagamento</title>');
    const unknown = await pageFor('es-es');
    expect(unknown).toContain('<html lang="en">');
    expect(unknown).toContain('<title>Confirm your payment</title>');
    // The form carries the language, so the result the dialog shows while it checks is in it too.
    const lang = /name="lang" value="([^"]+)"/.exec(german)![1]!;
    const submit = async (password: string) => (await app.request('/sandbox-pay/3ds/challenge', { method: 'POST', body: new URLSearchParams({ paymentData: challenge.action.paymentData, password, lang }) })).text();
    expect(await submit('password')).toContain('<p>Zahlung bestätigt. Sie können dieses Fenster schließen.</p>');
    expect(await submit('wrong')).toContain('<title>Zahlung nicht bestätigt.</title>');
    expect(await pageFor('fr-fr')).toContain('Saisissez le mot de passe de votre carte');
  });

  it('signs with a key of this installation: a token forged with a key known from the code is refused', async () => {
    const { createHmac } = await import('node:crypto');
    const body = Buffer.from(JSON.stringify({ b: 'visa', l: '1142', m: 12, y: 2030, o: 'approved', n: 'forged' })).toString('base64url');
    const forgedToken = `tok_${body}.${createHmac('sha256', 'storefront-sandbox-pay-not-a-secret').update(body).digest('base64url')}`;
    const result = await sandboxCardProcessor().authorise({ merchantReference: 'ref-forged', amount: 1000, currency: 'USD', token: forgedToken });
    expect(result.resultCode).toBe('Refused');
  });
});
