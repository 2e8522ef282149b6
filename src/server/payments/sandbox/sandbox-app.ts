import { createHash, randomBytes } from 'node:crypto';
import { formatMoney } from '../../../shared/i18n/money';
import { DEFAULT_LOCALE, isLocaleCode } from '../../../shared/i18n/sites';
import { Hono } from 'hono';
import { cardTokenSchema, PROCESSOR_FRAME_QUERY, sandboxTokenizeRequestSchema } from '../../../../schemas/commerce/payments';
import { challengeResultValue, issueSandboxToken } from './sandbox-processor';
import { HOSTED_FIELDS_SCRIPT } from './hosted-fields-script';
import { bnplResultPage, bnplWidgetPage, challengePage, challengeResultPage, hostedFieldsPage } from './pages';
import { issueAuthorizationToken, SANDBOX_BNPL_CATEGORIES, sessionOfClientToken } from './sandbox-bnpl';
import { brandOf, luhnValid, outcomeOf, THREE_DS_PASSWORD } from './test-cards';
import { unsign } from './signing';
import { mountSandboxPaypal } from './sandbox-paypal-pages';
import { applePayTokenRequestSchema, issueApplePayTestToken } from './sandbox-apple-pay';

const SCRIPT_INTEGRITY = `sha384-${createHash('sha384').update(HOSTED_FIELDS_SCRIPT).digest('base64')}`;

/** The shopper's locale a framed page was asked for in (query or form), as far as a locale goes; English when none. */
const localeOf = (value: unknown): string => (typeof value === 'string' && value !== '' ? value.slice(0, 5) : 'en');

function fail(errorId: string, message: string, field: string) {
  return { errorDetails: [{ errorId, message, field }], statusCode: 400, correlationId: crypto.randomUUID() };
}

/**
 * The card processor sandbox's own mount (default /sandbox-pay), separate from the commerce API:
 * the hosted fields page and its script, the tokenize endpoint, and the 3-D Secure challenge page.
 * Card numbers and CVCs arrive only here, are turned into a token at once and are never logged or
 * stored. Pages may be framed (by the storefront's checkout) and carry their own strict policy.
 */
export function createSandboxPayApp(options: { basePath?: string; now?: () => Date } = {}) {
  const base = options.basePath ?? '/sandbox-pay';
  const now = options.now ?? (() => new Date());
  const app = new Hono().basePath(base);
  app.use(async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'no-referrer');
  });
  const policy = (nonce?: string) => `default-src 'none'; script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'`;

  app.get('/fields', (c) => {
    c.header('content-security-policy', policy());
    return c.html(hostedFieldsPage(base, SCRIPT_INTEGRITY, localeOf(c.req.query(PROCESSOR_FRAME_QUERY.locale))));
  });
  app.get('/fields.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cross-origin-resource-policy', 'same-origin');
    return c.body(HOSTED_FIELDS_SCRIPT);
  });
  app.post('/tokenize', async (c) => {
    const parsed = sandboxTokenizeRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'number');
      return c.json(fail(field === 'expiry' ? 'FE309' : 'API400', field === 'expiry' ? 'The card expiry date is not valid.' : `${field}: not valid.`, field), 400);
    }
    const number = parsed.data.number.replace(/\s/g, '');
    const brand = brandOf(number);
    if (!brand || !luhnValid(number)) return c.json(fail('API400', 'The card number is not valid.', 'number'), 400);
    const [mm, yy] = parsed.data.expiry.split('/').map((part) => Number(part.trim()));
    const month = mm!;
    const year = 2000 + yy!;
    const today = now();
    if (month < 1 || month > 12 || year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
      return c.json(fail('FE309', 'The card expiry date is not valid.', 'expiry'), 400);
    }
    if (parsed.data.cvc.length !== (brand === 'amex' ? 4 : 3)) return c.json(fail('API400', 'The security code is not valid.', 'cvc'), 400);
    const card = { b: brand, l: number.slice(-4), m: month, y: year, o: outcomeOf(number), n: randomBytes(6).toString('base64url') };
    const answer = cardTokenSchema.parse({
      token: issueSandboxToken(card), brand, last4: card.l, expiryMonth: month, expiryYear: year,
      ...(parsed.data.holder ? { holder: parsed.data.holder } : {}),
    });
    return c.json(answer);
  });
  app.get('/3ds/challenge', (c) => {
    const paymentData = c.req.query('paymentData') ?? '';
    if (!unsign(paymentData)) return c.text('Unknown payment.', 404);
    c.header('content-security-policy', policy());
    return c.html(challengePage(base, paymentData, localeOf(c.req.query(PROCESSOR_FRAME_QUERY.locale))));
  });
  app.post('/3ds/challenge', async (c) => {
    const form = await c.req.parseBody();
    const paymentData = typeof form.paymentData === 'string' ? form.paymentData : '';
    if (!unsign(paymentData)) return c.text('Unknown payment.', 404);
    const transStatus = form.password === THREE_DS_PASSWORD ? 'Y' : 'N';
    const nonce = randomBytes(16).toString('base64');
    c.header('content-security-policy', policy(nonce));
    return c.html(challengeResultPage({ transStatus, authenticationValue: challengeResultValue(paymentData, transStatus), paymentData }, nonce, localeOf(form.lang)));
  });
  app.get('/bnpl', (c) => {
    const clientToken = c.req.query('client_token') ?? '';
    const session = sessionOfClientToken(clientToken);
    if (!session) return c.text('Unknown payment session.', 404);
    const locale = session.l.toLowerCase();
    const amount = formatMoney(session.a, session.c, isLocaleCode(locale) ? locale : DEFAULT_LOCALE);
    c.header('content-security-policy', policy());
    return c.html(bnplWidgetPage(base, clientToken, { amount, locale: session.l }, SANDBOX_BNPL_CATEGORIES));
  });
  app.post('/bnpl/authorize', async (c) => {
    const form = await c.req.parseBody();
    const session = sessionOfClientToken(typeof form.client_token === 'string' ? form.client_token : '');
    if (!session) return c.text('Unknown payment session.', 404);
    const category = SANDBOX_BNPL_CATEGORIES.find((known) => known.identifier === form.category)?.identifier ?? SANDBOX_BNPL_CATEGORIES[0].identifier;
    const approved = form.decision === 'approve';
    const nonce = randomBytes(16).toString('base64');
    c.header('content-security-policy', policy(nonce));
    return c.html(bnplResultPage({ approved, lang: session.l, ...(approved ? { authorizationToken: issueAuthorizationToken(session, category, now()) } : {}) }, nonce));
  });
  mountSandboxPaypal(app as unknown as Hono, base, policy, now);
  // The test wallet's device (a stubbed ApplePaySession asks it): a payment token for an amount and a currency.
  app.post('/apple-pay/token', async (c) => {
    const parsed = applePayTokenRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'amount');
      return c.json(fail('API400', `${field}: not valid.`, field), 400);
    }
    return c.json(issueApplePayTestToken(parsed.data, now()));
  });
  return app;
}

export type SandboxPayApp = ReturnType<typeof createSandboxPayApp>;
