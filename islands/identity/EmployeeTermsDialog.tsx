import { useState } from 'react';
import { updateProfile } from '../../src/lib/api/consumer';
import type { DialogViewProps } from '../dialogs/dialog-view';
import { contextOf, identityText, shopperApi, type EmployeeTermsContext } from './context';
import { $employeeTermsAccepted, dismissEmployeeTerms } from './employee-terms';

/**
 * Employee discount terms (spec §6): an employee accepts them before the cart prices the discount
 * and the discount banner shows.
 * Acceptance is stored on the profile (isEmployeeDiscountTCAccepted); 'Not now', Escape, the
 * close button or the backdrop close the dialog for this browser session and the banner stays hidden
 * (the opener counts any close without acceptance: countCloseAsNotNow in employee-terms.ts).
 */
export default function EmployeeTermsDialog({ props, close }: DialogViewProps) {
  const context = contextOf<EmployeeTermsContext>(props);
  const id = identityText(context.identity);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function accept() {
    setBusy(true);
    setFailed(false);
    try {
      const api = await shopperApi(context.target);
      await updateProfile(api, { isEmployeeDiscountTCAccepted: true });
      $employeeTermsAccepted.set(true);
      close();
      // The cart prices the employee discount from now on.
      const { repriceShownCart } = await import('../../src/lib/cart/cart-calls');
      await repriceShownCart(api);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <div className="identity-step" data-testid="employee-terms">
      {failed && <div className="account-form__banner" role="alert"><p>{id('employeeTermsFailed')}</p></div>}
      <p>{id('employeeTermsIntro')}</p>
      <div className="account-form__terms"><p>{id('employeeTermsText')}</p></div>
      <p><a href={context.links.employeeTerms} target="_blank" rel="noopener">{id('employeeTermsLink')}</a></p>
      <div className="account-form__actions">
        <button type="button" className="account-form__submit" disabled={busy} onClick={() => void accept()}>{id('employeeTermsAccept')}</button>
        <button type="button" className="account-form__secondary" disabled={busy} onClick={() => { dismissEmployeeTerms(); close(); }}>{id('employeeTermsLater')}</button>
      </div>
    </div>
  );
}
