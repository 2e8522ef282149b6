import { useEffect, useState } from 'react';
import { ASSOCIATE_STORAGE_KEY, endExpiredAssociate, readAssociate, type AssociateSession } from '../../src/lib/session/associate-storage';
import type { AssociateMessages } from '../../src/shared/i18n/messages/associate/en';
import { LOCALES, type LocaleCode } from '../../src/shared/i18n/sites';
import { fillPlaceholders } from '../../src/shared/i18n/placeholders';
import type { ApiTarget } from '../shared/api-target';
import './associate.css';

export interface AssociateBarProps {
  readonly target: ApiTarget;
  /** The page locale: its texts (in its typography) and its numbers. */
  readonly locale: LocaleCode;
  /** This locale's /associate-login (with the carried query). */
  readonly loginHref: string;
}

/**
 * The bar on every page while an associate is signed in in this tab (spec §6): the store, the
 * associate, the customer acted for, and logout, which ends the session and returns to
 * /associate-login. When the token runs out, the tab goes there too and asks to sign in again. Hydrates only when this tab holds an associate session (client:stored with a
 * sessionStorage key); renders nothing otherwise. Its texts are loaded then, in the page's locale.
 */
export default function AssociateBar({ target, locale, loginHref }: AssociateBarProps) {
  const [session, setSession] = useState<AssociateSession | null>(null);
  const [texts, setTexts] = useState<AssociateMessages | null>(null);
  const [busy, setBusy] = useState(false);

  // When the token runs out, the associate is asked to sign in again, even on a page left open.
  useEffect(() => {
    if (!session) return undefined;
    const timer = setTimeout(endExpiredAssociate, Math.max(0, session.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [session]);

  // The texts come with the session, not in every page's markup (shoppers never load them).
  useEffect(() => {
    if (session && !texts) void import('../../src/shared/i18n/messages/associate/load').then(({ loadAssociateMessages }) => loadAssociateMessages(locale)).then(setTexts);
  }, [session, texts, locale]);

  useEffect(() => {
    const read = () => setSession(readAssociate());
    read();
    const onChange = (event: Event) => {
      if ((event as CustomEvent<{ key?: string }>).detail?.key === ASSOCIATE_STORAGE_KEY) read();
    };
    window.addEventListener('storefront:store-changed', onChange);
    return () => window.removeEventListener('storefront:store-changed', onChange);
  }, []);

  if (!session || !texts) return null;
  const fill = (text: string, params: Record<string, string>) => fillPlaceholders(text, params, LOCALES[locale].tag);
  const customer = session.customer;

  async function logOut() {
    setBusy(true);
    await (await import('./associate-actions')).logOutAssociate(target);
  }

  return (
    <section className="associate-bar" aria-label={texts.barLabel} data-testid="associate-bar">
      <strong className="associate-bar__mode">{texts.barLabel}</strong>
      <span>{fill(texts.barStore, { store: session.storeName })}</span>
      <span>{fill(texts.barAssociate, { name: session.storeEmployeeName })}</span>
      <span>{customer ? fill(texts.barCustomer, { name: `${customer.firstName} ${customer.lastName}`.trim() }) : texts.barNoCustomer}</span>
      <a href={loginHref}>{texts.findCustomer}</a>
      <button type="button" className="associate-bar__logout" onClick={() => void logOut()} disabled={busy}>{texts.logout}</button>
    </section>
  );
}
