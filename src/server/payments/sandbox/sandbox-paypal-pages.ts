import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { formatMoney } from '../../../shared/i18n/money';
import { DEFAULT_LOCALE, isLocaleCode } from '../../../shared/i18n/sites';
import { approveSandboxPaypalOrder, sandboxBuyerEmail, sandboxPaypalOrder, SANDBOX_PAYPAL_BUYERS } from './sandbox-paypal';

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `body{font:16px system-ui,sans-serif;margin:0;padding:12px;color:#111}h1{font-size:1.25rem;margin:4px 0 8px}
fieldset{border:0;margin:8px 0;padding:0}legend{font-weight:600;margin-bottom:4px}label{display:flex;gap:8px;align-items:flex-start;border:1px solid #767676;border-radius:4px;padding:8px;margin:8px 0}button{margin:12px 8px 0 0;padding:10px 16px;font:inherit}`;

/** PayPal's window speaks the buyer's language. */
const TEXTS = {
  en: { title: 'Pay with PayPal', intro: 'Sandbox PayPal: you pay', shipTo: 'Ship to', approve: 'Continue', cancel: 'Cancel and return to the shop', approved: 'Approved. You can close this window.', cancelled: 'Cancelled.' },
  fr: { title: 'Payer avec PayPal', intro: 'PayPal de test : vous payez', shipTo: 'Livrer à', approve: 'Continuer', cancel: 'Annuler et revenir à la boutique', approved: 'Approuvé. Vous pouvez fermer cette fenêtre.', cancelled: 'Annulé.' },
  de: { title: 'Mit PayPal bezahlen', intro: 'Test-PayPal: Sie bezahlen', shipTo: 'Lieferung an', approve: 'Weiter', cancel: 'Abbrechen und zurück zum Shop', approved: 'Bestätigt. Sie können dieses Fenster schließen.', cancelled: 'Abgebrochen.' },
  it: { title: 'Paga con PayPal', intro: 'PayPal di prova: paghi', shipTo: 'Spedisci a', approve: 'Continua', cancel: 'Annulla e torna al negozio', approved: 'Approvato. Puoi chiudere questa finestra.', cancelled: 'Annullato.' },
} as const;
const textOf = (locale: string) => TEXTS[locale.slice(0, 2).toLowerCase() as keyof typeof TEXTS] ?? TEXTS.en;

/**
 * The approval window: the amount, the sandbox buyer, the addresses of their account to ship to (the
 * first chosen; another is the buyer changing the shipping address), Continue (approve) and Cancel.
 */
export function paypalWindowPage(base: string, token: string, order: { amount: string; locale: string; country: string }): string {
  const t = textOf(order.locale);
  const buyer = SANDBOX_PAYPAL_BUYERS[order.country] ?? SANDBOX_PAYPAL_BUYERS.US!;
  const choices = buyer.addresses.map((address, index) => {
    const lines = [`${buyer.givenName} ${buyer.surname}`, address.addressLine1, `${address.postalCode} ${address.city}${address.state ? ` ${address.state}` : ''}`, order.country];
    return `<label><input type="radio" name="address" value="${index}"${index === 0 ? ' checked' : ''}><span>${lines.map(escape).join('<br>')}</span></label>`;
  });
  return `<!doctype html><html lang="${escape(order.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><style>${STYLE}</style></head><body>
<h1>${t.title}</h1><p>${t.intro} <strong>${escape(order.amount)}</strong> (${escape(sandboxBuyerEmail(order.country))}).</p>
<form method="post" action="${escape(base)}/paypal/approve">
<fieldset><legend>${t.shipTo}</legend>${choices.join('')}</fieldset>
<input type="hidden" name="token" value="${escape(token)}">
<button type="submit" name="decision" value="approve">${t.approve}</button><button type="submit" name="decision" value="cancel">${t.cancel}</button>
</form></body></html>`;
}

/** After the decision: hands it to the opener (the storefront's PayPal dialog), as PayPal's onApprove / onCancel would. */
export function paypalResultPage(result: { approved: boolean; orderID?: string; locale: string }, nonce: string): string {
  const t = textOf(result.locale);
  const message = JSON.stringify({ source: 'sandbox-pay', type: 'paypalApproval', approved: result.approved, ...(result.orderID ? { orderID: result.orderID } : {}) }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="${escape(result.locale)}"><head><meta charset="utf-8"><title>${result.approved ? t.approved : t.cancelled}</title></head>
<body><p>${result.approved ? t.approved : t.cancelled}</p>
<script nonce="${nonce}">parent.postMessage(${message}, '*');</script></body></html>`;
}

/** GET {base}/paypal?token=… (the window) and POST {base}/paypal/approve (the buyer's decision) on the sandbox's mount. */
export function mountSandboxPaypal(app: Hono, base: string, policy: (nonce?: string) => string, now: () => Date): void {
  app.get('/paypal', (c) => {
    const token = c.req.query('token') ?? '';
    const order = sandboxPaypalOrder(token, now());
    if (!order || order.s !== 'C') return c.text('Unknown or expired PayPal order.', 404);
    const locale = order.l.toLowerCase();
    c.header('content-security-policy', policy());
    return c.html(paypalWindowPage(base, token, { amount: formatMoney(order.a, order.c, isLocaleCode(locale) ? locale : DEFAULT_LOCALE), locale: order.l, country: order.n }));
  });
  app.post('/paypal/approve', async (c) => {
    const form = await c.req.parseBody();
    const order = sandboxPaypalOrder(typeof form.token === 'string' ? form.token : '', now());
    if (!order || order.s !== 'C') return c.text('Unknown or expired PayPal order.', 404);
    const approved = form.decision === 'approve';
    const buyer = SANDBOX_PAYPAL_BUYERS[order.n] ?? SANDBOX_PAYPAL_BUYERS.US!;
    const chosen = Number(typeof form.address === 'string' ? form.address : 0);
    const addressIndex = Number.isInteger(chosen) && chosen >= 0 && chosen < buyer.addresses.length ? chosen : 0;
    const nonce = randomBytes(16).toString('base64');
    c.header('content-security-policy', policy(nonce));
    return c.html(paypalResultPage({ approved, locale: order.l, ...(approved ? { orderID: approveSandboxPaypalOrder(order, addressIndex) } : {}) }, nonce));
  });
}
