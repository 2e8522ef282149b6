import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ConsumerAddress } from '../../schemas/commerce/consumer';
import { readAssociate, type AssociateSession } from '../../src/lib/session/associate-storage';
import type { AssociateMessages } from '../../src/shared/i18n/messages/associate/en';
import { errorText, translator } from '../../src/shared/i18n/translator';
import { intlTagOf } from '../../src/shared/i18n/messages/language';
import type { ApiTarget } from '../shared/api-target';
import './associate.css';
import { addressWithNameLine } from '../../src/lib/i18n/address-lines';

export interface AssociateLoginProps {
  readonly target: ApiTarget;
  readonly texts: AssociateMessages;
  readonly stores: readonly { storeId: string; name: string }[];
  readonly links: { readonly home: string; readonly login: string };
}

/** The associate's calls: through import() only (the bar loads the same module on demand). */
const actions = () => import('./associate-actions');

/**
 * /{locale}/associate-login (spec §2, §6): the associate signs in with employee id, password and
 * store; then looks the customer up by email or customer number, after which the tab shops for
 * them (their cart; the bar on every page says so). Says why when it comes back after the token ran
 * out or after logging out.
 */
export default function AssociateLogin({ target, texts, stores, links }: AssociateLoginProps) {
  const t = useMemo(() => translator(texts, intlTagOf(target.locale)), [texts, target.locale]);
  const [session, setSession] = useState<AssociateSession | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [address, setAddress] = useState<ConsumerAddress | null | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setSession(readAssociate());
    const query = new URLSearchParams(window.location.search);
    if (query.has('expired')) setNotice(t('expired'));
    else if (query.has('signedOut')) setNotice(t('signedOut'));
    setHydrated(true);
  }, [t]);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const storeId = String(form.get('storeId') ?? '');
      const next = await (await actions()).signInAssociate(target, {
        storeEmployeeId: String(form.get('storeEmployeeId') ?? '').trim(), password: String(form.get('password') ?? ''), ...(storeId ? { storeId } : {}),
      }, links.login);
      setNotice('');
      setSession(next);
      heading.current?.focus();
    } catch (failure) {
      setError(errorText(t, failure as { errorId?: string; message?: string }));
    } finally {
      setBusy(false);
    }
  }

  async function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('customer') ?? '').trim();
    if (!query) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const found = await (await actions()).lookUpCustomer(target, query);
      setSession(found.session);
      setAddress(found.defaultShippingAddress);
    } catch (failure) {
      setError(errorText(t, failure as { errorId?: string; message?: string }));
    } finally {
      setBusy(false);
    }
  }

  const alert = error ? <p className="associate-login__error" role="alert">{error}</p> : null;

  if (!session) {
    return (
      <div className="associate-login">
        <h1 ref={heading} tabIndex={-1}>{t('signInHeading')}</h1>
        {notice && <p className="associate-login__notice" role="status">{notice}</p>}
        <p>{t('signInIntro')}</p>
        {alert}
        <form className="associate-login__form" onSubmit={(event) => void signIn(event)} aria-busy={busy}>
          <label htmlFor="associate-employee-id">{t('employeeId')}</label>
          <input id="associate-employee-id" name="storeEmployeeId" autoComplete="username" required maxLength={40} />
          <label htmlFor="associate-password">{t('password')}</label>
          <input id="associate-password" name="password" type="password" autoComplete="current-password" required maxLength={256} />
          {stores.length > 0 && (
            <>
              <label htmlFor="associate-store">{t('store')}</label>
              <select id="associate-store" name="storeId" required defaultValue="">
                <option value="" disabled>{t('chooseStore')}</option>
                {stores.map((store) => <option key={store.storeId} value={store.storeId}>{store.name}</option>)}
              </select>
            </>
          )}
          <button type="submit" className="associate-button" disabled={!hydrated || busy}>{busy ? t('signingIn') : t('signIn')}</button>
        </form>
      </div>
    );
  }

  const customer = session.customer;
  return (
    <div className="associate-login">
      <h1 ref={heading} tabIndex={-1}>{t('lookupHeading')}</h1>
      <p>{t('lookupIntro')}</p>
      {alert}
      <form className="associate-login__form" onSubmit={(event) => void lookUp(event)} aria-busy={busy}>
        <label htmlFor="associate-customer">{t('lookupLabel')}</label>
        <input id="associate-customer" name="customer" autoComplete="off" maxLength={100} />
        <button type="submit" className="associate-button" disabled={busy}>{busy ? t('lookingUp') : t('lookup')}</button>
      </form>
      {customer && (
        <div className="associate-login__customer" role="status" data-testid="associate-customer">
          <p>{t('actingFor', { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email })}</p>
          {address !== undefined && <p>{address ? t('defaultAddress', { address: addressWithNameLine(address) }) : t('noDefaultAddress')}</p>}
          <a className="associate-button" href={links.home}>{t('startShopping')}</a>
        </div>
      )}
    </div>
  );
}
