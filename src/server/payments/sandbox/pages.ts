import { THREE_DS_PASSWORD } from './test-cards';

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `body{font:16px system-ui,sans-serif;margin:0;padding:8px;color:#111}h1{font-size:1.25rem;margin:4px 0 8px}label{display:block;margin:8px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #767676;border-radius:4px;font:inherit}
.row{display:flex;gap:8px}.row>div{flex:1}button{margin-top:12px;padding:10px 16px;font:inherit}[role=alert]{color:#b00020;min-height:1.2em}`;

type PageLanguage = 'en' | 'fr' | 'de' | 'it';

/**
 * A processor page's words for the shopper's locale ('fr-fr', 'de', ...), and the page's `lang`:
 * the locale when its language is one the page speaks, English (and `en`) otherwise.
 */
function wordsFor<Texts extends Readonly<Record<PageLanguage, unknown>>>(texts: Texts, locale: string): { readonly lang: string; readonly t: Texts[PageLanguage] } {
  const language = locale.slice(0, 2).toLowerCase();
  return Object.hasOwn(texts, language) ? { lang: locale, t: texts[language as PageLanguage] } : { lang: 'en', t: texts.en };
}

/** The fields' own words in the languages the storefront sells in (a processor's hosted fields speak the shopper's language). */
const FIELD_TEXTS = {
  en: { title: 'Card details', number: 'Card number', expiry: 'Expiry date (MM/YY)', expiryHint: 'MM/YY', cvc: 'Security code', holder: 'Name on card' },
  fr: { title: 'Données de la carte', number: 'Numéro de carte', expiry: 'Date d’expiration (MM/AA)', expiryHint: 'MM/AA', cvc: 'Code de sécurité', holder: 'Nom sur la carte' },
  de: { title: 'Kartendaten', number: 'Kartennummer', expiry: 'Ablaufdatum (MM/JJ)', expiryHint: 'MM/JJ', cvc: 'Sicherheitscode', holder: 'Name auf der Karte' },
  it: { title: 'Dati della carta', number: 'Numero della carta', expiry: 'Data di scadenza (MM/AA)', expiryHint: 'MM/AA', cvc: 'Codice di sicurezza', holder: 'Nome sulla carta' },
} as const;

/** The hosted card fields (an HTML page for the checkout's iframe), in the language of `lang` ('fr-fr', 'de', ...; English otherwise). */
export function hostedFieldsPage(base: string, scriptIntegrity: string, locale: string): string {
  const { lang, t } = wordsFor(FIELD_TEXTS, locale);
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><style>${STYLE}</style></head><body>
<form id="card" action="${escape(base)}/tokenize" method="post" novalidate>
<label for="number">${t.number}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">${t.expiry}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="${t.expiryHint}" required></div>
<div><label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<label for="holder">${t.holder}</label><input id="holder" name="holder" autocomplete="cc-name">
<p id="error" role="alert"></p>
</form>
<script src="${escape(base)}/fields.js" integrity="${scriptIntegrity}" crossorigin="anonymous"></script>
</body></html>`;
}

/** The sandbox issuer's words (an issuer's challenge page speaks the card holder's language). */
const CHALLENGE_TEXTS = {
  en: {
    title: 'Confirm your payment', heading: 'Sandbox bank: confirm your payment', password: 'Password', confirm: 'Confirm',
    instruction: (password: string) => `Enter the password of your card (sandbox: <code>${password}</code> passes, anything else fails).`,
    confirmed: 'Payment confirmed.', notConfirmed: 'Payment not confirmed.', close: 'You can close this window.',
  },
  fr: {
    title: 'Confirmez votre paiement', heading: 'Banque de test : confirmez votre paiement', password: 'Mot de passe', confirm: 'Confirmer',
    instruction: (password: string) => `Saisissez le mot de passe de votre carte (test : <code>${password}</code> est accepté, tout autre est refusé).`,
    confirmed: 'Paiement confirmé.', notConfirmed: 'Paiement non confirmé.', close: 'Vous pouvez fermer cette fenêtre.',
  },
  de: {
    title: 'Zahlung bestätigen', heading: 'Testbank: Bestätigen Sie Ihre Zahlung', password: 'Passwort', confirm: 'Bestätigen',
    instruction: (password: string) => `Geben Sie das Passwort Ihrer Karte ein (Test: <code>${password}</code> wird angenommen, jedes andere abgelehnt).`,
    confirmed: 'Zahlung bestätigt.', notConfirmed: 'Zahlung nicht bestätigt.', close: 'Sie können dieses Fenster schließen.',
  },
  it: {
    title: 'Conferma il pagamento', heading: 'Banca di prova: conferma il pagamento', password: 'Password', confirm: 'Conferma',
    instruction: (password: string) => `Inserisci la password della carta (prova: <code>${password}</code> viene accettata, qualsiasi altra rifiutata).`,
    confirmed: 'Pagamento confermato.', notConfirmed: 'Pagamento non confermato.', close: 'Puoi chiudere questa finestra.',
  },
} as const;

/** The issuer's 3-D Secure challenge (in the checkout's 3-D Secure dialog), in the language of `locale`; the form carries it to the result. */
export function challengePage(base: string, paymentData: string, locale: string): string {
  const { lang, t } = wordsFor(CHALLENGE_TEXTS, locale);
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><style>${STYLE}</style></head><body>
<h1>${t.heading}</h1>
<p>${t.instruction(escape(THREE_DS_PASSWORD))}</p>
<form method="post" action="${escape(base)}/3ds/challenge">
<input type="hidden" name="paymentData" value="${escape(paymentData)}"><input type="hidden" name="lang" value="${escape(lang)}">
<label for="password">${t.password}</label><input id="password" name="password" type="password" autocomplete="off" required>
<button type="submit">${t.confirm}</button></form></body></html>`;
}

/** After the challenge: hands the result to the opener (the checkout's dialog) and says so. */
export function challengeResultPage(result: { transStatus: 'Y' | 'N'; authenticationValue: string; paymentData: string }, nonce: string, locale: string): string {
  const { lang, t } = wordsFor(CHALLENGE_TEXTS, locale);
  const message = JSON.stringify({ source: 'sandbox-pay', type: 'threeDS2Result', threeDS2Result: result }).replace(/</g, '\\u003c');
  const outcome = result.transStatus === 'Y' ? t.confirmed : t.notConfirmed;
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><title>${outcome}</title></head>
<body><p>${outcome} ${t.close}</p>
<script nonce="${nonce}">parent.postMessage(${message}, '*');</script></body></html>`;
}

/** The BNPL widget's own words (a provider's widget speaks the shopper's language). */
const BNPL_TEXTS = {
  en: { title: 'Pay with Klarna', intro: 'Sandbox lender: approve to pay', approve: 'Approve', decline: 'Decline', categories: 'How you pay', approved: 'Approved. You can close this window.', declined: 'Not approved.' },
  fr: { title: 'Payer avec Klarna', intro: 'Prêteur de test : approuvez pour payer', approve: 'Approuver', decline: 'Refuser', categories: 'Mode de paiement', approved: 'Approuvé. Vous pouvez fermer cette fenêtre.', declined: 'Non approuvé.' },
  de: { title: 'Mit Klarna bezahlen', intro: 'Test-Kreditgeber: zum Bezahlen bestätigen', approve: 'Bestätigen', decline: 'Ablehnen', categories: 'Zahlungsart', approved: 'Bestätigt. Sie können dieses Fenster schließen.', declined: 'Nicht bestätigt.' },
  it: { title: 'Paga con Klarna', intro: 'Finanziatore di prova: approva per pagare', approve: 'Approva', decline: 'Rifiuta', categories: 'Come paghi', approved: 'Approvato. Puoi chiudere questa finestra.', declined: 'Non approvato.' },
} as const;

const BNPL_STYLE = `fieldset{border:1px solid #767676;border-radius:4px}
.choice{display:flex;gap:8px;align-items:center;font-weight:400;margin:6px 0}.choice input{width:auto;margin:0}`;

/**
 * The sandbox lender's widget (framed by the checkout's BNPL provider dialog): the amount, the
 * categories (the first chosen, as the checkout authorises with it) and approve or decline.
 */
export function bnplWidgetPage(base: string, clientToken: string, session: { amount: string; locale: string }, categories: ReadonlyArray<{ identifier: string; name: string }>): string {
  const { lang, t } = wordsFor(BNPL_TEXTS, session.locale);
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><style>${STYLE}${BNPL_STYLE}</style></head><body>
<h1>${t.title}</h1><p>${t.intro} <strong>${escape(session.amount)}</strong>.</p>
<form method="post" action="${escape(base)}/bnpl/authorize">
<input type="hidden" name="client_token" value="${escape(clientToken)}"><input type="hidden" name="lang" value="${escape(lang)}">
<fieldset><legend>${t.categories}</legend>
${categories.map((category, index) => `<label class="choice"><input type="radio" name="category" value="${escape(category.identifier)}"${index === 0 ? ' checked' : ''}> ${escape(category.name)}</label>`).join('\n')}
</fieldset>
<button type="submit" name="decision" value="approve">${t.approve}</button> <button type="submit" name="decision" value="decline">${t.decline}</button>
</form></body></html>`;
}

/** After the decision: hands it to the opener (the checkout's dialog) and says so. */
export function bnplResultPage(result: { approved: boolean; authorizationToken?: string; lang: string }, nonce: string): string {
  const { lang, t } = wordsFor(BNPL_TEXTS, result.lang);
  const message = JSON.stringify({ source: 'sandbox-pay', type: 'bnplAuthorization', approved: result.approved, ...(result.authorizationToken ? { authorizationToken: result.authorizationToken } : {}) }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><title>${result.approved ? t.approved : t.declined}</title></head>
<body><p>${result.approved ? t.approved : t.declined}</p>
<script nonce="${nonce}">parent.postMessage(${message}, '*');</script></body></html>`;
}
